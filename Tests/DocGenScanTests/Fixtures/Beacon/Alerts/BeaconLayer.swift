import UIKit

/// The map's beacon for a live alert: a layer that blinks until the alert is read.
final class BeaconLayer: CALayer {
    func startBlinking() {
                 // ↓ rule:reduce-motion reason:exempt-opacity severity:low verdict:exempt kind:CABasicAnimation
        let blink = CABasicAnimation(keyPath: "opacity")
        blink.fromValue = 1
        blink.toValue = 0
           // ↓ rule:motion-spec reason:too-short severity:medium verdict:fail kind:duration
        blink.duration = 0.12
        blink.autoreverses = true
           // ↓ rule:motion-spec reason:flashing severity:high verdict:fail kind:flash
        blink.repeatCount = .infinity
        add(blink, forKey: "blink")
    }

    func startGlowing() {
                // ↓ rule:reduce-motion reason:exempt-opacity severity:low verdict:exempt kind:CABasicAnimation
        let glow = CABasicAnimation(keyPath: "opacity")
        glow.fromValue = 1
        glow.toValue = 0.6
          // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
        glow.duration = 0.4
        glow.autoreverses = true
          // ↓ rule:motion-spec reason:slow-repeat severity:high verdict:pass kind:flash
        glow.repeatCount = .infinity
        add(glow, forKey: "glow")
    }
}
