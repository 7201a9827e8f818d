import UIKit

/// A sheet over a dimmed screen: the dimming is the view's background, the sheet's card a subview inserted first
/// into the stack, so the title label sits on the card, not on the dimming.
final class DimmedSheetController: UIViewController {
    private let stack = UIStackView()
    private let card = UIView()
    private let titleLabel = UILabel()

    func setUp(title: String) {
        stack.insertSubview(card, at: 0)
        card.backgroundColor = .systemBackground
        view.addSubview(stack)
        titleLabel.text = title
        titleLabel.textColor = .label
        stack.addArrangedSubview(titleLabel)
    }

    func dim() {
        // Not a site: nothing that shows text lies on the dimming itself.
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    }
}
