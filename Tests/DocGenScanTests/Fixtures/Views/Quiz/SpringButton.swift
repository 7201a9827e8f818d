import SwiftUI

struct SpringButton: View {
    @State private var pressed = false

    var body: some View {
        Button("Answer") {
         // ↓ reason:unguarded severity:high
                        // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                pressed.toggle()
            }
        }
        .scaleEffect(pressed ? 0.9 : 1)
    }
}
