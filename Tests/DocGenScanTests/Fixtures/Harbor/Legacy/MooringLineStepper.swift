import UIKit

/// A stepper for the number of mooring lines: minus and plus buttons drawn as icons, the whole control one
/// adjustable element whose value VoiceOver reads.
final class MooringLineStepper: UIControl {
                   // ↓ rule:voiceover reason:combined-element severity:high
    let minusButton = UIButton(type: .custom)
                  // ↓ rule:voiceover reason:combined-element severity:high
    let plusButton = UIButton(type: .custom)

    var lines = 2 {
        didSet { accessibilityValue = "\(lines) lines" }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = [.adjustable]
        minusButton.setImage(UIImage(named: "stepper_minus"), for: .normal)
        plusButton.setImage(UIImage(named: "stepper_plus"), for: .normal)
        addSubview(minusButton)
        addSubview(plusButton)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func accessibilityIncrement() { lines += 1 }
    override func accessibilityDecrement() { lines = max(1, lines - 1) }
}
