import SwiftUI

/// A theme the person picks in settings; each one defines its own card and highlight colours.
protocol SurfTheme {
    var card: Color { get }
    var highlight: Color { get }
}

struct HarbourTheme: SurfTheme {
    var card: Color { Color(hex: "#12324A") }
    var highlight: Color { .white }
}

struct LagoonTheme: SurfTheme {
    var card: Color { Color(hex: "#E6F4F1") }
    var highlight: Color { Color(hex: "#6FC2B0") }
}

/// Colours that follow the system appearance.
enum AdaptiveSurface {
    static func panel(for scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(white: 0.12) : Color(white: 0.98)
    }
}
