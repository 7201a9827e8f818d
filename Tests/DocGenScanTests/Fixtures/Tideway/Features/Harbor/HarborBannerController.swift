import UIKit

/// UIKit animations: a group repeating forever, a fade that only flushes layout already done, a crossfade
/// transition of a label.
final class HarborBannerController: UIViewController {
    private let sweep = CALayer()
    private let titleLabel = UILabel()

    func startSweep() {
                 // ↓ reason:unguarded severity:medium effects:move
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.toValue = 240
                // ↓ reason:unguarded severity:medium effects:move,size
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 80
                 // ↓ reason:unguarded severity:critical curve:repeat-forever effects:move
        let group = CAAnimationGroup()
        group.animations = [slide, grow]
        group.duration = 1.2
        group.repeatCount = .infinity
        sweep.add(group, forKey: "sweep")
    }

    func fadeIn() {
        view.alpha = 0
        view.layoutIfNeeded()
            // ↓ reason:exempt-opacity severity:low effects:opacity
        UIView.animate(withDuration: 0.25) {
            self.view.alpha = 1
            self.view.layoutIfNeeded()
        }
    }

    func retitle(_ text: String) {
                // ↓ reason:exempt-opacity severity:low effects:opacity
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 0.2
        titleLabel.layer.add(fade, forKey: "retitle")
        titleLabel.text = text
    }
}
