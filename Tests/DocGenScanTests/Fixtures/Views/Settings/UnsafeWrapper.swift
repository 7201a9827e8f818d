import SwiftUI

/// A helper that looks like a wrapper but never checks Reduce Motion.
func animateIn(_ body: () -> Void) {
 // ↓ reason:unguarded severity:high
    withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
        body()
    }
}

struct Banner: View {
    @State private var shown = false

    var body: some View {
        Button("Show") {
            animateIn { shown = true }
        }
    }
}
