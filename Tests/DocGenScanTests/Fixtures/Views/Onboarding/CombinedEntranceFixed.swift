import SwiftUI

struct CombinedEntranceFixed: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showHint = false

    var body: some View {
        ZStack {
            if showHint {
                HintBubble()
                  // ↓ reason:reduced-animation severity:medium
                    .transition(reduceMotion ? .opacity : .scale.combined(with: .opacity))
            }
        }
    }
}
