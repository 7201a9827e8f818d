import UIKit

final class StormAlertView: UIView {
    private let messageLabel = UILabel()
    private let dismissButton = UIButton(type: .system)

    func configure(message: String) {
        addSubview(messageLabel)
        addSubview(dismissButton)
        messageLabel.text = message
                  // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
        messageLabel.textColor = .black
                   // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
        dismissButton.setTitleColor(UIColor(white: 0.2, alpha: 1), for: .normal)
    }
}
