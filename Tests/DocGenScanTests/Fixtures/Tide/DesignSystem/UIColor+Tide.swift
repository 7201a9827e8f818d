import UIKit

extension UIColor {
    static let tideNavy = UIColor(red: 0.04, green: 0.11, blue: 0.17, alpha: 1)
    static let tideMuted = UIColor(white: 0.62, alpha: 1)
    static let tideCard = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white
    }
}
