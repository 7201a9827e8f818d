import SwiftUI
import TideKit

struct TideWidgetView: View {
    let next: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("Next high tide")
              // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                .foregroundStyle(.white)
            Text(next)
              // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                .foregroundStyle(.white)
        }
        .padding()
      // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        .background(LinearGradient(colors: [Color.kitNight, TidePalette.mist], startPoint: .top, endPoint: .bottom))
    }
}
