import UIKit

/// The UIKit carousel still used on the iPad home screen.
final class LegacyCarousel: UIView {
    private let track = UIView()
    private var pages: [UIView] = []

    func remove(_ page: UIView) {
            // ↓ reason:unguarded severity:medium kind:UIView.perform
        UIView.perform(.delete, on: [page], options: [], animations: {
            self.track.layoutIfNeeded()
        })
    }

    func scroll(to index: Int) {
        let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.35
            // ↓ reason:ternary severity:medium
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut]) {
            self.track.transform = CGAffineTransform(translationX: CGFloat(-index) * self.bounds.width, y: 0)
        }
    }

    func highlight(_ page: UIView) {
            // ↓ reason:exempt-opacity severity:low
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: 0.2) {
            page.backgroundColor = .systemYellow
            page.alpha = 0.9
        }
    }
}
