import SwiftUI

/// A helper that looks like a wrapper but never checks Reduce Motion.
func animateIn(_ body: () -> Void) {
 // ↓ reason:unguarded severity:high
                // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
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
