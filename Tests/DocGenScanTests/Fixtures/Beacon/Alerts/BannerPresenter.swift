import UIKit

/// Slides the alert banner in quickly and out slowly, so that a reader can finish the line.
final class BannerPresenter {
    private let banner: UIView

    init(banner: UIView) {
        self.banner = banner
    }

    func show() {
        slide(to: 0, over: 0.3)
    }

    func hide(after reading: Bool) {
        slide(to: -80, over: reading ? 0.8 : 0.3)
    }

    private func slide(to offset: CGFloat, over duration: TimeInterval) {
            // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
            // ↓ rule:reduce-motion reason:unguarded severity:medium verdict:fail kind:UIView.animate
        UIView.animate(withDuration: duration) {
            self.banner.transform = CGAffineTransform(translationX: 0, y: offset)
        }
    }
}
