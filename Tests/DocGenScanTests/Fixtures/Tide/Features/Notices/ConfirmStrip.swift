import SwiftUI

/// Confirm and cancel, laid out by a helper that takes the confirm colour from the body.
struct ConfirmStrip: View {
    let compact: Bool

    var body: some View {
        let confirmTint = Color(red: 0.0, green: 0.6, blue: 0.78)
        if compact {
            compactStrip(tint: confirmTint)
        } else {
            Button("Confirm") {}
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .tint(confirmTint)
        }
    }

    private func compactStrip(tint: Color) -> some View {
     // ↓ rule:voiceover reason:system-symbol severity:low
        Image(systemName: "checkmark")
          // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
            .foregroundStyle(tint)
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
            .background(tint.opacity(0.2))
    }
}
