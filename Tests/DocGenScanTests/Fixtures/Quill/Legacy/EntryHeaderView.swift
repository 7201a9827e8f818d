import UIKit

/// The header of the UIKit entry screen.
final class EntryHeaderView: UIView {
    private let titleLabel = UILabel()
    private let moreButton = UIButton(type: .system)

    private lazy var dateLabel: UILabel = {
        let label = UILabel()
        // A text style set once, on a label that never adjusts: it stays at the size it had when it was made.
           // ↓ rule:dynamic-type reason:not-adjusting severity:high
                   // ↓ rule:dynamic-type reason:not-adjusting severity:high
        label.font = .preferredFont(forTextStyle: .footnote)
        return label
    }()

    private lazy var tagButton: UIButton = {
        let button = UIButton(configuration: .plain())
        button.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            // Attributes made again on every update: they follow the setting.
                  // ↓ rule:dynamic-type reason:text-style severity:high
                          // ↓ rule:dynamic-type reason:text-style severity:high
            outgoing.font = .preferredFont(forTextStyle: .caption1)
            return outgoing
        }
        return button
    }()

    func configure(title: String, compact: Bool) {
        let size: CGFloat = compact ? 15 : 18
                // ↓ rule:dynamic-type reason:fixed-size severity:high
                              // ↓ rule:dynamic-type reason:fixed-size severity:high
        titleLabel.font = UIFont.systemFont(ofSize: size, weight: .bold)
        titleLabel.text = title
        // Copies the title's fixed font.
                            // ↓ rule:dynamic-type reason:fixed-size severity:high
        moreButton.titleLabel?.font = titleLabel.font
        addSubview(dateLabel)
        addSubview(tagButton)
    }
}
