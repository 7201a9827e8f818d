import UIKit

/// A toggle drawn with layers: a rounded shape filled when on, and a text layer for the title.
final class PillToggleButton: UIView {
    var isOn = false {
        didSet { shape.fillColor = currentFill() }
    }

    var isEnabled = true {
        didSet {
            if isEnabled {
                        // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                titleLayer.foregroundColor = UIColor.white.cgColor
            } else {
                        // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                titleLayer.foregroundColor = UIColor.white.withAlphaComponent(0.5).cgColor
            }
        }
    }

    var onFill = UIColor.white.withAlphaComponent(0.3)
    private let shape = CAShapeLayer()
    private let titleLayer = CATextLayer()
    private let summary = NSMutableAttributedString(string: "")

    func setUp(title: String) {
        shape.fillColor = currentFill()
        layer.insertSublayer(shape, at: 0)
        titleLayer.string = title
        shape.addSublayer(titleLayer)
        // A string's colour attribute is not a site.
        summary.addAttribute(.foregroundColor, value: UIColor.white, range: NSRange(location: 0, length: 0))
    }

    private func currentFill() -> CGColor {
        if isOn { return onFill.cgColor }
        return UIColor.clear.cgColor
    }
}
