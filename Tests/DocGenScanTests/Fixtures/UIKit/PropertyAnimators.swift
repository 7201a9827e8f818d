import UIKit

final class SheetController {
    let sheet = UIView()

    func open() {
                    // ↓ reason:unguarded severity:high
                    // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.7) {
            self.sheet.frame.origin.y = 0
        }
        animator.startAnimation()
    }

    func openRespectingSettings() {
        guard !UIAccessibility.isReduceMotionEnabled else {
            sheet.frame.origin.y = 0
            return
        }
                    // ↓ reason:guard-return severity:high
                    // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.7) {
            self.sheet.frame.origin.y = 0
        }
        animator.startAnimation()
    }
}
