import UIKit

/// UIKit blocks that only call a method of their own controller: what the method changes is what animates.
final class ShelfBarController: UIViewController {
    private let bar = UIView()

    func setHighlighted(_ on: Bool) {
        // Recolours the bar only.
            // ↓ reason:exempt-opacity severity:low effects:color
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: 0.25) {
            self.applyPalette(highlighted: on)
        }
    }

    func collapse() {
        // Slides the bar away.
            // ↓ reason:unguarded severity:medium effects:move,offset
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: 0.25) {
            self.slideAway()
        }
    }

    func mute() {
        // A shadow colour, named like any colour property.
            // ↓ reason:exempt-opacity severity:low effects:color
            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        UIView.animate(withDuration: 0.25) {
            self.applyMutedShadow()
        }
    }

    private func applyMutedShadow() {
        bar.layer.shadowColor = UIColor.gray.cgColor
    }

    private func applyPalette(highlighted: Bool) {
        bar.backgroundColor = highlighted ? .systemYellow : .systemGray5
        bar.tintColor = .label
    }

    private func slideAway() {
        bar.transform = CGAffineTransform(translationX: 0, y: 120)
    }
}
