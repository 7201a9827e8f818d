import SwiftUI

/// Pace's theme object, injected through the environment.
final class PaceTheme: ObservableObject {
    @Published var accent: Color = .orange
    let typography = ThemeTypography()
}

/// The theme's text styles.
struct ThemeTypography {
    var body: Font { .body }
                   // ↓ rule:dynamic-type reason:fixed-size severity:medium
    var stat: Font { .system(size: 40, weight: .heavy) }
                   // ↓ rule:dynamic-type reason:fixed-size severity:high
    var chip: Font { .system(size: 12) }
}
