import SwiftUI

/// Review cards enter from the side; the transition lives in an `AnyTransition` extension.
struct CardStack: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var index = 0
    let cards: [ReviewCard]

    var body: some View {
        ZStack {
            ForEach(cards.indices, id: \.self) { position in
                if position == index {
                    ReviewCardView(card: cards[position])
                      // ↓ reason:unguarded severity:high effects:directional,move
                        .transition(.cardSlide)
                }
            }
            if let last = cards.last, index == cards.count {
                DoneView(card: last)
                  // ↓ reason:reduced-animation severity:high effects:directional,move,opacity
                    .transition(DesignSystem.Transition.riseOrFade)
            }
        }
    }
}
