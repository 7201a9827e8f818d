import UIKit

/// Counts down a firing; the dial turns and the finished badge pops in.
final class GlazeTimerController: UIViewController {
    private let dial = UIView()
                     // ↓ rule:voiceover reason:not-an-element severity:medium
    private let badge = UIImageView(image: UIImage(systemName: "flame.fill"))
    private let hint = UILabel()

    func advanceDial(by angle: CGFloat) {
        if StudioAccessibility.wantsStillScreens {
            dial.transform = CGAffineTransform(rotationAngle: angle)
        } else {
                // ↓ reason:else-branch severity:high
                // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            UIView.animate(withDuration: 0.4) {
                self.dial.transform = CGAffineTransform(rotationAngle: angle)
            }
        }
    }

    func showFinished() {
        badge.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
            // ↓ reason:unguarded severity:high
            // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1, options: []) {
            self.badge.transform = .identity
        } completion: { _ in
                // ↓ reason:exempt-opacity severity:low
                // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            UIView.animate(withDuration: 0.3, delay: 2) { self.hint.alpha = 0 }
        }
    }

    func slideHintAway() {
            // ↓ reason:unguarded severity:medium
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: 0.25, animations: {
            self.hint.transform = CGAffineTransform(translationX: -40, y: 0)
        }) { _ in
            self.hint.alpha = 0
        }
    }

    func revealBadge() {
        UIView.studioReveal(badge, from: 24)
    }
}
