import UIKit

/// Shows a badge and gives it its colours.
final class TideBadgeHost: UIViewController {
    private let badge = TideBadgeView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        badge.setUp()
        badge.ink = UIColor.secondaryLabel
        badge.countInk = UIColor(red: 0.98, green: 0.8, blue: 0.2, alpha: 1)
    }
}
