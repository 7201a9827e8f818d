import UIKit

/// A helper named like UIKit's own `animate(withDuration:)`: only the calls without another receiver are its
/// callers, so `UIView.animate(withDuration: 0.6)` beside it says nothing about the helper's duration.
final class ShelfDrawerTransition: NSObject {
    var isOpening = true

    private var duration: TimeInterval { isOpening ? 0.35 : 0.25 }

    func run(on drawer: UIView) {
     // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        animate(withDuration: duration) {
            drawer.alpha = self.isOpening ? 1 : 0
        }
            // ↓ reason:exempt-opacity severity:low effects:color
            // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        UIView.animate(withDuration: 0.6, delay: 0.1, options: .curveEaseOut) {
            drawer.backgroundColor = .systemBackground
        }
    }

    private func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
            // ↓ reason:exempt-opacity severity:low effects:opacity
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: animations)
    }
}
