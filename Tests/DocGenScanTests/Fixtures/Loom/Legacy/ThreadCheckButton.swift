import UIKit

/// A check button that draws its state with two pictures and copies a label for each state from properties its
/// users set: it is named only where they set one.
   // ↓ rule:voiceover reason:unlabelled-button severity:high
class ThreadCheckButton: UIButton {
    var onPicture: UIImage? {
        didSet { if isChecked { setImage(onPicture, for: .normal) } }
    }

    var offPicture: UIImage? {
        didSet { if !isChecked { setImage(offPicture, for: .normal) } }
    }

    var onAccessibilityLabel: String? {
        didSet { updateLabel() }
    }

    var offAccessibilityLabel: String? {
        didSet { updateLabel() }
    }

    var isChecked = false {
        didSet {
            updateLabel()
            if isChecked {
                setImage(onPicture, for: .normal)
            } else {
                setImage(offPicture, for: .normal)
            }
        }
    }

    private func updateLabel() {
        if isChecked, let onLabel = onAccessibilityLabel {
            accessibilityLabel = onLabel
        } else if !isChecked, let offLabel = offAccessibilityLabel {
            accessibilityLabel = offLabel
        }
    }
}

/// A pattern row whose check button is given its pictures and never a label: the checked state is only drawn.
final class PatternCheckCell: UITableViewCell {
               // ↓ rule:voiceover reason:unsaid-state severity:high
    @IBOutlet var checkButton: ThreadCheckButton! {
        didSet {
            checkButton.onPicture = UIImage(named: "thread-checked")
            checkButton.offPicture = UIImage(named: "thread-unchecked")
        }
    }
}

/// A yarn row whose check button is given a label for each state.
final class YarnCheckCell: UITableViewCell {
               // ↓ rule:voiceover reason:labelled severity:high
    @IBOutlet var checkButton: ThreadCheckButton! {
        didSet {
            checkButton.onPicture = UIImage(named: "thread-checked")
            checkButton.offPicture = UIImage(named: "thread-unchecked")
            checkButton.onAccessibilityLabel = "In stash"
            checkButton.offAccessibilityLabel = "Add to stash"
        }
    }
}
