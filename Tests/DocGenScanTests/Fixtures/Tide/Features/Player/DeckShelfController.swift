import UIKit

/// The shelf of actions under the player deck. Its own view is painted here; its buttons are made and tinted in
/// DeckShelfController+Buttons.swift, an extension in another file, and lie on this background.
final class DeckShelfController: UIViewController {
    let shelfStack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(shelfStack)
        view.backgroundColor = DeckColors.deckBackground()
    }
}

/// A sheet with no background of its own in any of its files: its tinted buttons sit on the system background.
final class DeckQueueSheet: UIViewController {
    let actions = UIStackView()
}
