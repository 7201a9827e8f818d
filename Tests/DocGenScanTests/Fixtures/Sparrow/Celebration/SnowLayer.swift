import UIKit

/// Falling snow over the winter screen: flakes fly down for as long as the layer emits.
                    // ↓ reason:unguarded severity:critical effects:move
final class SnowLayer: CAEmitterLayer {
    override init() {
        super.init()
        emitterShape = .line
        emitterCells = [SnowLayer.flake()]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    static func flake() -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.velocity = 40
        cell.birthRate = 6
        return cell
    }
}

/// A sprinkle of sparks, only when Reduce Motion is off.
final class SparkBurstView: UIView {
    func sprinkle() {
        guard !UIAccessibility.isReduceMotionEnabled else { return }
                   // ↓ reason:guard-return severity:critical effects:move
        let emitter = CAEmitterLayer()
        emitter.emitterCells = [SnowLayer.flake()]
        layer.addSublayer(emitter)
    }
}
