import SwiftUI

struct SlideInPanelFixed: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showDetail = false

    var body: some View {
        if showDetail {
            Detail()
              // ↓ reason:reduced-animation severity:high
                .transition(reduceMotion ? .opacity : .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
        }
    }
}
