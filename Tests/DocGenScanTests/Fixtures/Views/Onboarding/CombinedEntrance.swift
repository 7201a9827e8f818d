import SwiftUI

struct CombinedEntrance: View {
    @State private var showHint = false

    var body: some View {
        ZStack {
            if showHint {
                HintBubble()
                  // ↓ reason:unguarded severity:medium
                    .transition(.scale.combined(with: .opacity))
            }
        }
    }
}
