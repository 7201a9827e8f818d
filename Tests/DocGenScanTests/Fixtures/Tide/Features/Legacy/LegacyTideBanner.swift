import UIKit

/// The banner of the first version, still shown on iPad.
final class LegacyTideBanner: UIView {
    private let captionLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
     // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        backgroundColor = UIColor(red: 0.96, green: 0.64, blue: 0.38, alpha: 1)
        if captionLabel.superview == nil { addSubview(captionLabel) }
                  // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
        captionLabel.textColor = .white
    }
}
