import UIKit

extension DeckHostController {
    func refreshColors() {
          // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
        view.backgroundColor = DeckColors.deckBackground()
    }
}
