import QuartzCore
import UIKit

final class SpinnerLayerFixed: CALayer {
    func start() {
                // ↓ reason:enclosing-if severity:critical
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi * 2
        spin.repeatCount = Float.greatestFiniteMagnitude
        if !UIAccessibility.isReduceMotionEnabled {
            add(spin, forKey: "spin")
        }
    }
}
