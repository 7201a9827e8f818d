import SwiftUI

/// The badge after the contrast review: the same white text on the palette's ink.
struct TideBadgeFixed: View {
    let text: String

    var body: some View {
        Text(text)
          // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
            .foregroundColor(.white)
            .padding(.horizontal, 8)
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
            .background(TidePalette.ink)
            .clipShape(Capsule())
    }
}
