import SwiftUI

struct ConditionsHeader: View {
    let summary: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("Conditions")
            Text(summary)
        }
        .padding()
      // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
        .background(TidePalette.ink)
    }
}
