import SwiftUI
import UIKit

/// Colours and shapes of the onboarding flow, with a high-contrast variant for Increase Contrast.
struct OnboardingTheme {
    var accent: Color
    var inactiveDot: Color
    var cardBackground: Color
    var iconBackground: Color
    var glow: Gradient
    var cornerRadius: CGFloat = 16

    static let standard = OnboardingTheme(
        accent: .accentColor,
        inactiveDot: .secondary.opacity(0.4),
        cardBackground: Color(.secondarySystemBackground),
        iconBackground: .accentColor.opacity(0.15),
        glow: Gradient(colors: [.accentColor.opacity(0.55), .accentColor.opacity(0)])
    )

    static let highContrast = OnboardingTheme(
        accent: .primary,
        inactiveDot: .secondary,
        cardBackground: Color(.systemBackground),
        iconBackground: .primary.opacity(0.12),
        glow: Gradient(colors: [.primary.opacity(0.35), .primary.opacity(0)])
    )

    /// The theme for the current contrast setting.
    static func resolved(for contrast: ColorSchemeContrast) -> OnboardingTheme {
        contrast == .increased ? .highContrast : .standard
    }
}

private struct OnboardingThemeKey: EnvironmentKey {
    static let defaultValue = OnboardingTheme.standard
}

extension EnvironmentValues {
    var onboardingTheme: OnboardingTheme {
        get { self[OnboardingThemeKey.self] }
        set { self[OnboardingThemeKey.self] = newValue }
    }
}

extension Color {
    /// The fill of the "Allowed" badge. White text on it reads at 6:1 in light and dark mode alike; the brand green
    /// it replaced (red 0.20, green 0.78, blue 0.35) gave 2.2:1.
    static let allowedBadge = Color(red: 0.0, green: 0.45, blue: 0.2)
}
