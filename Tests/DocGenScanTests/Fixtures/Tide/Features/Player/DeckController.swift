import UIKit

final class DeckController: UIViewController {
    @IBOutlet var queueTable: UITableView!
    private let footer = DeckFooterView()

    func deckWillAppear() {
        paintDeck()
    }

    private func paintDeck() {
          // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
        view.backgroundColor = DeckColors.deckBackground()
                // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
        queueTable.backgroundColor = DeckColors.deckBackground()
        footer.backgroundColor = DeckColors.deckBackground()
    }
}

final class DeckFooterView: UIView {}
