import SwiftUI

/// A flashcard that flips to show the answer.
struct FlipCard: View {
    @State private var flipped = false
    let front: String
    let back: String

    var body: some View {
        ZStack {
            CardFace(text: front).opacity(flipped ? 0 : 1)
            CardFace(text: back).opacity(flipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
      // ↓ rule:voiceover reason:tap-without-button-trait severity:high
        .onTapGesture {
         // ↓ reason:unguarded severity:high curve:spring effects:rotation,opacity
            withAnimation(Animation.lumenSpring) {
                flipped.toggle()
            }
        }
    }
}
