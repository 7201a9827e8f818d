import UIKit

/// The profile header of the UIKit settings screen.
final class ProfileHeaderCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let statsLabel = UILabel()

    func configure() {
        // Looks guarded, is not: the label adjusts, but its font has a fixed size.
        nameLabel.adjustsFontForContentSizeCategory = true
                             // ↓ rule:dynamic-type reason:fixed-size severity:high
               // ↓ rule:dynamic-type reason:fixed-size severity:high
        nameLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
                      // ↓ rule:dynamic-type reason:text-style severity:high
              // ↓ rule:dynamic-type reason:text-style severity:high
        bioLabel.font = .preferredFont(forTextStyle: .body)
        bioLabel.adjustsFontForContentSizeCategory = true
        // A text style set once: it does not follow a change of the setting while the screen is open.
                              // ↓ rule:dynamic-type reason:not-adjusting severity:high
                // ↓ rule:dynamic-type reason:not-adjusting severity:high
        statsLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
    }
}
