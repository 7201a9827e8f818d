import SwiftUI

/// The "High tide" badge on a forecast row.
struct TideBadge: View {
    let text: String

    var body: some View {
        Text(text)
          // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
            .foregroundColor(.white)
            .padding(.horizontal, 8)
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
            .background(TidePalette.coral)
            .clipShape(Capsule())
    }
}
