import UIKit

final class FlashcardController {
    let front = UIView()
    let back = UIView()

    func flip() {
            // ↓ reason:unguarded severity:high
        UIView.transition(from: front, to: back, duration: 0.5, options: .transitionFlipFromLeft)
    }

    func swapText(_ label: UILabel, to text: String) {
            // ↓ reason:exempt-opacity severity:low
        UIView.transition(with: label, duration: 0.25, options: .transitionCrossDissolve, animations: {
            label.text = text
        })
    }
}
