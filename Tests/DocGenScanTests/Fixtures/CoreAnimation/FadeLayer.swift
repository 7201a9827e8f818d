import QuartzCore

final class FadeLayer: CALayer {
    func fadeIn() {
                // ↓ reason:exempt-opacity severity:low
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        add(fade, forKey: "fade")
    }
}
