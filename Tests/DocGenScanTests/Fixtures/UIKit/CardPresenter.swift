import UIKit

final class CardPresenter {
    let card = UIView()

    func present() {
            // ↓ reason:unguarded severity:medium
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: 0.3) {
            self.card.center.y -= 100
        }
    }

    func pop() {
            // ↓ reason:unguarded severity:high
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8, options: [], animations: {
            self.card.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        })
    }
}
