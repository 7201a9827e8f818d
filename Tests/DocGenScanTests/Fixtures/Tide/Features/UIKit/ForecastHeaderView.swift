import UIKit

final class ForecastHeaderView: UIView {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
     // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        backgroundColor = .tideNavy
        addSubview(titleLabel)
        addSubview(detailLabel)
                // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
        titleLabel.textColor = .white
                 // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
        detailLabel.textColor = .tideMuted
    }

    required init?(coder: NSCoder) { nil }
}
