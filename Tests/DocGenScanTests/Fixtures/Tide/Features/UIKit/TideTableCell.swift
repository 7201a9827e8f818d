import UIKit

final class TideTableCell: UITableViewCell {
    private let timeLabel = UILabel()
    private let heightLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = .tideCard
        contentView.addSubview(timeLabel)
        contentView.addSubview(heightLabel)
               // ↓ rule:color-scheme reason:paired severity:medium kind:foreground
        timeLabel.textColor = .black
        heightLabel.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) { nil }
}
