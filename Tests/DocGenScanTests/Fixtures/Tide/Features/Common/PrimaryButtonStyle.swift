import SwiftUI

/// The filled button of every sheet.
struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
          // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
            .foregroundStyle(.white)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
            .background(TidePalette.ink)
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// The quiet button next to it.
struct GhostButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
          // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
            .foregroundStyle(TidePalette.mist)
            .padding(.vertical, 12)
    }
}
