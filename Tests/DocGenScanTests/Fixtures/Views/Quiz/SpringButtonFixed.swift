import SwiftUI

struct SpringButtonFixed: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var pressed = false

    var body: some View {
        Button("Answer") {
         // ↓ reason:ternary severity:high
                                             // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            withAnimation(reduceMotion ? nil : .spring(response: 0.3, dampingFraction: 0.6)) {
                pressed.toggle()
            }
        }
        .scaleEffect(pressed ? 0.9 : 1)
    }
}
