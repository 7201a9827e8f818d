import SwiftUI

struct MoonPhaseRow: View {
    let phase: String

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:hidden severity:medium
            Image(systemName: "moon.stars.fill")
                .foregroundStyle(.white, .yellow)
                .accessibilityHidden(true)
            Text(phase)
              // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                .foregroundStyle(.white)
        }
        .padding()
      // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        .background(RoundedRectangle(cornerRadius: 8).fill(TidePalette.deep))
    }
}
