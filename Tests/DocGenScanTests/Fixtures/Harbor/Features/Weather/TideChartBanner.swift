import SwiftUI

/// The chart banner draws its wave in a light and a dark version: the appearance picks it, which is no state. The
/// offline mark beside it is one, and nothing says it.
struct TideChartBanner: View {
    @Environment(\.colorScheme) private var colorScheme
    let isOffline: Bool

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: colorScheme == .dark ? "water.waves.and.arrow.up" : "water.waves")
            Text("Tide chart")
         // ↓ rule:voiceover reason:unsaid-state severity:medium
            Image(systemName: isOffline ? "wifi.slash" : "wifi")
        }
    }
}
