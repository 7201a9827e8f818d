import UIKit

/// Badge animations of the UIKit profile screen.
final class LegacyBadgeController {
    let badge = UIView()

    func celebrate() {
                    // ↓ reason:unguarded severity:high
                    // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.5) {
            self.badge.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        }
        animator.startAnimation()
    }

    func celebrateRespectfully() {
                    // ↓ reason:enclosing-if severity:high
                    // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.5) {
            self.badge.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        }
        if !UIAccessibility.isReduceMotionEnabled {
            animator.startAnimation()
        }
    }
}
