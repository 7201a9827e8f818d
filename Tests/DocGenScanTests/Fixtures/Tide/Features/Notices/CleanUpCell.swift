import UIKit

/// The clean-up row of the downloads screen: red when something can be deleted, grey otherwise.
final class CleanUpCell: UITableViewCell {
    let titleLabel = UILabel()

    func configure(canDelete: Bool) {
        contentView.addSubview(titleLabel)
                // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
        titleLabel.textColor = canDelete ? UIColor(red: 0.99, green: 0, blue: 0, alpha: 1) : UIColor(white: 0.78, alpha: 1)
    }
}
