import UIKit

final class CardPresenterFixed {
    let card = UIView()

    func present() {
        if UIAccessibility.isReduceMotionEnabled {
            card.alpha = 1
        } else {
                // ↓ guarded:else-branch severity:medium
            UIView.animate(withDuration: 0.3) {
                self.card.center.y -= 100
            }
        }
    }

    func nudge() {
            // ↓ guarded:ternary severity:medium
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.card.frame.origin.x += 20
        }
    }
}
