import SwiftUI

/// The flashcard after the fix: under Reduce Motion the card stays flat and the faces cross-fade.
struct FlipCardFixed: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var flipped = false
    let front: String
    let back: String

    var body: some View {
        ZStack {
            CardFace(text: front).opacity(flipped ? 0 : 1)
            CardFace(text: back).opacity(flipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(reduceMotion ? 0 : (flipped ? 180 : 0)), axis: (x: 0, y: 1, z: 0))
      // ↓ rule:voiceover reason:tap-without-button-trait severity:high
        .onTapGesture {
         // ↓ reason:neutralised-effects severity:high curve:spring effects:rotation,opacity
            withAnimation(.lumenSpring) {
                flipped.toggle()
            }
        }
    }
}
