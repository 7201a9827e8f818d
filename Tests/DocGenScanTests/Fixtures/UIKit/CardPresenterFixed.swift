import UIKit

final class CardPresenterFixed {
    let card = UIView()

    func present() {
        if UIAccessibility.isReduceMotionEnabled {
            card.alpha = 1
        } else {
                // ↓ reason:else-branch severity:medium
                // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            UIView.animate(withDuration: 0.3) {
                self.card.center.y -= 100
            }
        }
    }

    func nudge() {
            // ↓ reason:ternary severity:medium
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.card.frame.origin.x += 20
        }
    }
}
