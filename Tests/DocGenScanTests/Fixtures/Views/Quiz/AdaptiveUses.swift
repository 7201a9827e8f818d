import SwiftUI

struct AdaptiveUses: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var flipped = false

    var body: some View {
        VStack {
            Button("Flip") {
             // ↓ reason:nil-token(adaptive) severity:high
                withAnimation(.adaptive(.bouncy, reduceMotion: reduceMotion)) {
                    flipped.toggle()
                }
            }
            Button("Flip anyway") {
             // ↓ reason:unguarded severity:high
                withAnimation(.adaptive(.bouncy, reduceMotion: false)) {
                    flipped.toggle()
                }
            }
            Button("Emphasise") {
             // ↓ reason:nil-token(emphasis) severity:high
                withAnimation(Motion.emphasis) {
                    flipped.toggle()
                }
            }
        }
    }
}
