import UIKit

/// Pages through the shelves; each page slides in from the side.
final class ShelfPagerController: UIViewController {
    private let page = UIView()
    private let shadow = UIView()

    func showNextShelf() {
        page.frame.origin.x = view.bounds.width
            // ↓ reason:nil-token(slide) severity:medium
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: KilnTiming.slide, delay: 0, options: .curveEaseOut) {
            self.page.frame.origin.x = 0
        }
    }

    func settleShadow() {
            // ↓ reason:unguarded severity:medium
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: KilnTiming.settle) {
            self.shadow.center.y += 4
        }
    }
}
