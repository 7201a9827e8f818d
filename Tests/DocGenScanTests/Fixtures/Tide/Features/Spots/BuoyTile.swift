import SwiftUI

struct Buoy {
    let name: String
    let icon: String
}

/// A buoy on its card: the card's background (set by the app's own modifier) lies behind the icon and the name.
struct BuoyTile: View {
    let buoy: Buoy
    let compact: Bool

    var body: some View {
        if compact {
            // `buoy.icon` is the model's, not a use of the `icon` helper below.
            Label(buoy.name, systemImage: buoy.icon)
        } else {
            VStack {
                icon
                Text(buoy.name)
            }
            .harbourCard(raised: false)
        }
    }

    private var icon: some View {
        Text(buoy.icon)
          // ↓ rule:color-scheme reason:paired severity:medium kind:foreground
            .foregroundStyle(TidePalette.coral)
    }
}
