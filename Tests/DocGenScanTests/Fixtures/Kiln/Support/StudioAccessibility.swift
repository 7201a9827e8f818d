import UIKit

/// The accessibility settings the studio app follows, read in one place so previews can stub them.
enum StudioAccessibility {
    static var wantsStillScreens: Bool { UIAccessibility.isReduceMotionEnabled }

    static var isBoldTextOn: Bool {
        get { UIAccessibility.isBoldTextEnabled }
    }
}

extension UIView {
    /// Fades a view in, or shows it at once when the person asked for still screens.
    static func studioReveal(_ view: UIView, from offset: CGFloat) {
        guard !StudioAccessibility.wantsStillScreens else {
            view.alpha = 1
            return
        }
        view.transform = CGAffineTransform(translationX: 0, y: offset)
            // ↓ reason:guard-return severity:high
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0) {
            view.transform = .identity
            view.alpha = 1
        }
    }
}
