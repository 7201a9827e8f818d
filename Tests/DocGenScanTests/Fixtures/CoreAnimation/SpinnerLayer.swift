import QuartzCore

final class SpinnerLayer: CALayer {
    func start() {
                // ↓ reason:unguarded severity:critical
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi * 2
          // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        spin.duration = 1
        spin.repeatCount = .infinity
        add(spin, forKey: "spin")
    }
}
