import UIKit

/// Starts the bursts: both keep the default duration; the glow sets its own fade, so its default says nothing.
final class SparkleHost {
    let sparkles = SparkleView()

    func celebrate() {
        var config = SparkleView.BurstConfig()
        config.rate = 60
        sparkles.burst(config: config)
    }

    func celebrateQuietly() {
        sparkles.burst(config: SparkleView.BurstConfig())
    }

    func shine(slowly: Bool) {
        var glow = SparkleView.GlowConfig()
        glow.fade = slowly ? 1.2 : 0.3
        sparkles.glow(config: glow)
    }
}
