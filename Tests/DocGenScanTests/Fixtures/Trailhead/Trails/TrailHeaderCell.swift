import UIKit

/// The header cell of the UIKit trail map screen: the park's name and the number of open trails.
final class TrailHeaderCell: UITableViewCell {
    private let parkLabel = UILabel()
    private let openLabel = UILabel()
    private let noticeLabel = UILabel()

    func configure(park: String, openTrails: Int, notice: String?) {
        parkLabel.text = park
               // ↓ rule:semantic-structure reason:header-trait severity:medium verdict:pass kind:heading
               // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass
        parkLabel.font = .preferredFont(forTextStyle: .title2)
        parkLabel.adjustsFontForContentSizeCategory = true
        parkLabel.accessibilityTraits.insert(.header)
        openLabel.text = "\(openTrails) trails open"
               // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass
        openLabel.font = .preferredFont(forTextStyle: .subheadline)
        openLabel.adjustsFontForContentSizeCategory = true
        noticeLabel.text = notice
                 // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
                 // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass
        noticeLabel.font = .preferredFont(forTextStyle: .title3)
        noticeLabel.adjustsFontForContentSizeCategory = true
    }
}
