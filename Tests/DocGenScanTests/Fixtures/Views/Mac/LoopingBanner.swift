import UIKit

final class LoopingBanner: UIView {
    let ticker = UILabel()

    func startTicker() {
            // ↓ reason:unguarded severity:critical
            // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        UIView.animate(withDuration: 4, delay: 0, options: [.repeat, .curveLinear], animations: {
            self.ticker.transform = CGAffineTransform(translationX: -300, y: 0)
        })
    }

    func blinkCursor() {
            // ↓ reason:exempt-opacity severity:low
            // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        UIView.animate(withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse], animations: {
            self.ticker.alpha = 0
        })
    }
}
