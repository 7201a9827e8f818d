import SwiftUI

struct StepIndicator: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var step = 0
    @State private var angle = Angle.zero

    var body: some View {
        VStack {
            if step > 0 {
                Text("Step \(step)")
                  // ↓ reason:reduced-animation severity:high
                    .transition(.asymmetric(insertion: reduceMotion ? .opacity : .move(edge: .leading), removal: .opacity))
            }
            reduceMotion
                       // ↓ rule:voiceover reason:system-symbol severity:low
                ? AnyView(Image(systemName: "arrow.right"))
                                                                              // ↓ reason:ternary severity:high
                       // ↓ rule:voiceover reason:system-symbol severity:low
                : AnyView(Image(systemName: "arrow.right").rotationEffect(angle).animation(.easeInOut, value: angle))
        }
    }
}
