import UIKit

/// One line of the release notes, as the notes file lists them.
struct ReleaseNoteItem {
    enum Kind {
        case heading
        case bullet
        case pinned
    }

    let kind: Kind
    let text: String
    let icon: String
}

/// The release notes screen, built from its items. A bullet's icon is made in the branch that also sets the bullet's
/// text, so it comes and goes with that text; a pinned note's pin is made on its own, so only the picture says the
/// note is pinned.
final class ReleaseNotesView: UIView {
    private let stack = UIStackView()

    func show(_ items: [ReleaseNoteItem]) {
        stack.axis = .vertical
        for item in items {
            if item.kind == .heading {
                let heading = UILabel()
                heading.text = item.text
                stack.addArrangedSubview(heading)
            } else if item.kind == .bullet {
                let body = UILabel()
                body.text = item.text
                body.numberOfLines = 0
                          // ↓ rule:voiceover reason:not-an-element severity:medium
                                             // ↓ rule:voiceover reason:not-an-element severity:medium
                let bullet = UIImageView(image: UIImage(named: item.icon))
                bullet.contentMode = .center
                let row = UIStackView(arrangedSubviews: [bullet, body])
                row.spacing = 12
                stack.addArrangedSubview(row)
            }
            if item.kind == .pinned {
                       // ↓ rule:voiceover reason:unsaid-state severity:medium
                                          // ↓ rule:voiceover reason:unsaid-state severity:medium
                let pin = UIImageView(image: UIImage(named: "pin"))
                stack.addArrangedSubview(pin)
            }
        }
        addSubview(stack)
    }
}
