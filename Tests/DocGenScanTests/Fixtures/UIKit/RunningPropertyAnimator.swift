import UIKit

final class BadgeController {
    let badge = UIView()

    func celebrate() {
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        if !reduceMotion {
                                // ↓ reason:enclosing-if severity:high
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.6, delay: 0, options: [], animations: {
                self.badge.transform = CGAffineTransform(rotationAngle: .pi)
            })
        }
    }
}
