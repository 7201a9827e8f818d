import QuartzCore
import UIKit

final class ShakeController {
    let field = UIView()

    func shake() {
                 // ↓ reason:unguarded severity:medium
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 10, 0]
        shake.isAdditive = true
        field.layer.add(shake, forKey: "shake")
    }

    func pop() {
        if UIAccessibility.isReduceMotionEnabled { return }
               // ↓ reason:guard-return severity:high
        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0.8
        pop.toValue = 1
        field.layer.add(pop, forKey: "pop")
    }
}
