import SwiftUI
import TideKit

struct MapLegend: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Buoys")
              // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                .foregroundStyle(Color.kitDusk)
            Text("Surf spots")
                .foregroundStyle(Color.kitSignal)
        }
        .padding()
      // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
        .background(Color.kitNight)
    }
}
