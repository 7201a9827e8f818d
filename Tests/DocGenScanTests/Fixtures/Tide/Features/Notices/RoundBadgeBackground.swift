import SwiftUI

/// Puts a round dark badge behind a header button's symbol; the symbol keeps whatever colour the caller gave it.
private struct RoundBadgeBackground: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(6)
          // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
            .background(Color(red: 0.05, green: 0.05, blue: 0.08))
            .clipShape(Circle())
    }
}

/// Same badge, with the symbol set to white here.
private struct WhiteBadgeBackground: ViewModifier {
    func body(content: Content) -> some View {
        content
          // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
            .foregroundStyle(.white)
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
            .background(Color(red: 0.05, green: 0.05, blue: 0.08))
    }
}

extension View {
    /// The round badge behind header buttons.
    func roundBadge() -> some View { modifier(RoundBadgeBackground()) }

    /// The white round badge.
    func whiteBadge() -> some View { modifier(WhiteBadgeBackground()) }
}
