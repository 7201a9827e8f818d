import UIKit

/// A burst of sparkles; the configuration's defaults are what every caller keeps, except the one that sets
/// its own fade.
final class SparkleView: UIView {
    struct BurstConfig {
        /// How long the burst runs before it fades.
        var duration: TimeInterval = 2.0
        var rate: Float = 30
    }

    struct GlowConfig {
        var fade: TimeInterval = 0.3
    }

    func burst(config: BurstConfig) {
        fadeOut(after: config.duration)
    }

    func glow(config: GlowConfig) {
                 // ↓ reason:exempt-opacity severity:low effects:opacity
        let pulse = CABasicAnimation(keyPath: "opacity")
           // ↓ rule:motion-spec reason:unknown-duration(config.fade) severity:medium verdict:unknown kind:duration
        pulse.duration = config.fade
        layer.add(pulse, forKey: "glow")
    }

    private func fadeOut(after duration: TimeInterval) {
               // ↓ reason:exempt-opacity severity:low effects:opacity
        let dim = CAKeyframeAnimation(keyPath: "opacity")
         // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        dim.duration = duration
        dim.values = [1, 0]
        layer.add(dim, forKey: "dim")

                    // ↓ reason:exempt-opacity severity:low effects:opacity
        let dissolve = CATransition()
        dissolve.type = .fade
              // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        dissolve.duration = duration * 0.5
        layer.add(dissolve, forKey: nil)
    }
}
