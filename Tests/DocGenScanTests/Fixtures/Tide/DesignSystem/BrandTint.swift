import UIKit

/// The brand tint: on iOS it follows the appearance, on watchOS (always a dark face) one fixed blue.
enum BrandTint {
    static var accent: UIColor {
        #if os(iOS)
        return UIColor { traits in
            traits.userInterfaceStyle == .dark ? brightAccent : deepAccent
        }
        #else
        return brightAccent
        #endif
    }

    static var brightAccent: UIColor {
        UIColor(hue: 200.0 / 360.0, saturation: 0.95, brightness: 0.95, alpha: 1)
    }

    static var deepAccent: UIColor {
        UIColor(hue: 200.0 / 360.0, saturation: 0.95, brightness: 0.6, alpha: 1)
    }
}
