import QuartzCore
import UIKit

/// Types with an `animation` property or method that is not SwiftUI's modifier.
struct LottieConfiguration {
    var animation: String = "confetti"
    var loops = false
}

final class MascotView: UIView {
    var configuration = LottieConfiguration()
    let spinner = CALayer()

    func configure(theme: Theme) {
        configuration.animation = theme.animation
        let current = configuration.animation
        let running = spinner.animation(forKey: "spin")
        let named = theme.animation(named: current)
        print(running as Any, named)
    }
}

struct Theme {
    var animation: String
    func animation(named name: String) -> String { name }
}
