import SwiftUI

struct ConditionsHeaderFixed: View {
    let summary: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("Conditions")
            Text(summary)
        }
      // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
        .foregroundStyle(.white)
        .padding()
      // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        .background(TidePalette.ink)
    }
}
