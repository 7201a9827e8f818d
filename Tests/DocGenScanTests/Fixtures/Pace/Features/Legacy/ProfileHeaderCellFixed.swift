import UIKit

/// The profile header after the fix: the brand face scaled by font metrics, and labels that adjust.
final class ProfileHeaderCellFixed: UITableViewCell {
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let titleLabelView = UILabel()

    func configure() {
                                                                                    // ↓ rule:dynamic-type reason:font-metrics severity:high
               // ↓ rule:dynamic-type reason:font-metrics severity:high
        nameLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
        nameLabel.adjustsFontForContentSizeCategory = true
              // ↓ rule:dynamic-type reason:font-metrics severity:high
        bioLabel.font = .paceBody
        bioLabel.adjustsFontForContentSizeCategory = true
                                  // ↓ rule:dynamic-type reason:text-style severity:medium
                    // ↓ rule:dynamic-type reason:text-style severity:medium
                    // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
        titleLabelView.font = UIFont.preferredFont(forTextStyle: .title2)
        titleLabelView.adjustsFontForContentSizeCategory = true
    }
}
