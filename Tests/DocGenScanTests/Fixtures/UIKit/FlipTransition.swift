import UIKit

final class FlashcardController {
    let front = UIView()
    let back = UIView()

    func flip() {
            // ↓ reason:unguarded severity:high
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.transition(from: front, to: back, duration: 0.5, options: .transitionFlipFromLeft)
    }

    func swapText(_ label: UILabel, to text: String) {
            // ↓ reason:exempt-opacity severity:low
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.transition(with: label, duration: 0.25, options: .transitionCrossDissolve, animations: {
            label.text = text
        })
    }
}
