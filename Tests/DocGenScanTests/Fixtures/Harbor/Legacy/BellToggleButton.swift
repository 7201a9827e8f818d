import UIKit

/// The harbour bell toggle: it swaps its picture when the bell rings and never gets a title or a label.
// The class is a site of its own, and so is every bell made in code (DockShelfController.swift).
         // ↓ rule:voiceover reason:unlabelled-button severity:high
final class BellToggleButton: UIButton {
    var isRinging = false {
        didSet {
            if isRinging {
                setImage(UIImage(named: "bell_ringing"), for: .normal)
            } else {
                setImage(UIImage(named: "bell_quiet"), for: .normal)
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setImage(UIImage(named: "bell_quiet"), for: .normal)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
