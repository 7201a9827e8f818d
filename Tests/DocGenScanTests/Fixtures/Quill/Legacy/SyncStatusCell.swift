import UIKit

/// A table cell saying when the journal last synced. `withSize(_:)` returns a new font: written as a statement of
/// its own, its value is dropped and the label keeps the font it had, so it styles nothing and is no site. Assigned,
/// it is a fixed size like any other.
final class SyncStatusCell: UITableViewCell {
    let statusLabel = UILabel()
    let detailLabelView = UILabel()

    func configure(lastSync: String, pending: Int) {
        statusLabel.text = lastSync
        statusLabel.font.withSize(15)
        statusLabel.adjustsFontForContentSizeCategory = true
        detailLabelView.text = "\(pending) entries waiting"
                     // ↓ rule:dynamic-type reason:fixed-size severity:high
                                                 // ↓ rule:dynamic-type reason:fixed-size severity:high
        detailLabelView.font = detailLabelView.font.withSize(12)
    }
}
