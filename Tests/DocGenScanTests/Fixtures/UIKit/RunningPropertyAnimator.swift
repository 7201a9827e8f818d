import UIKit

final class BadgeController {
    let badge = UIView()

    func celebrate() {
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        if !reduceMotion {
                                // ↓ reason:enclosing-if severity:high
                                // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.6, delay: 0, options: [], animations: {
                self.badge.transform = CGAffineTransform(rotationAngle: .pi)
            })
        }
    }
}
