import SwiftUI

struct ThemedSpotCard: View {
    let spot: String
    let theme: any SurfTheme

    var body: some View {
        Text(spot)
          // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
            .foregroundStyle(theme.highlight)
            .padding()
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
            .background(theme.card)
    }
}
