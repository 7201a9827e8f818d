import UIKit

/// A tab strip: the selected tab's colours crossfade; the player snapshot slides with a curve chosen by direction.
final class TabStripView: UIScrollView {
    private let stack = UIStackView()
    var isOpening = false

    func select(_ tab: UIButton) {
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            // ↓ reason:exempt-opacity severity:low effects:opacity
        UIView.transition(with: tab, duration: 0.25, options: .transitionCrossDissolve, animations: {
            tab.isSelected = true
            self.scrollRectToVisible(tab.frame.insetBy(dx: -12, dy: 0), animated: false)
        })
    }

    func slide(_ snapshot: UIView, to target: CGRect) {
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            // ↓ reason:unguarded severity:medium effects:size
        UIView.animate(withDuration: 0.3, delay: 0, options: isOpening ? .curveEaseInOut : .curveEaseOut) {
            snapshot.frame = target
        }
    }
}
