import SwiftUI

struct WelcomeTitle: View {
    var body: some View {
        Text("Tide")
          // ↓ rule:dynamic-type reason:text-style severity:medium
          // ↓ rule:semantic-structure reason:header-trait severity:medium verdict:pass kind:heading
            .font(.largeTitle)
            .accessibilityAddTraits(.isHeader)
          // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
            .foregroundStyle(TidePalette.coral)
            .padding()
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
            .background(Color.white)
    }
}
