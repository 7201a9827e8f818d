import SwiftUI

struct WelcomeBackdrop: View {
    let compact: Bool

    var body: some View {
        ZStack {
            if compact {
                TidePalette.deep
                Text("Tide")
                  // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                    .foregroundStyle(.white)
            } else {
                Color.white
                Text("Tide tables for every beach")
                  // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                    .foregroundStyle(TidePalette.mist)
            }
        }
    }
}
