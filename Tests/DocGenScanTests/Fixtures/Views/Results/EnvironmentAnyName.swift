import SwiftUI

struct Confetti: View {
    @Environment(\.accessibilityReduceMotion) var stillness
    @State private var falling = false

    var body: some View {
        ZStack {
            if !stillness {
                ForEach(0..<20) { index in
                    Circle()
                        .offset(y: falling ? 600 : -50)
                      // ↓ reason:enclosing-if severity:medium
                                 // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
                        .animation(.easeIn(duration: 2).delay(Double(index) * 0.1), value: falling)
                }
            }
        }
        .onAppear { falling = true }
    }
}
