import UIKit

/// The app's theme object: screens ask it whether the dark palette is on and pick their drawings by it.
final class HarborTheme {
    enum Palette { case daylight, dark }

    static let current = HarborTheme()
    var palette: Palette = .daylight
    var isDark: Bool { palette == .dark }
}
