import SwiftUI

/// A strip of alert tags on the forecast.
struct AlertStrip: View {
    var body: some View {
        HStack {
            Pill(title: "Rip current", tint: .white)
            Pill(title: "Strong wind", tint: .yellow)
        }
        .padding()
      // ↓ rule:color-scheme reason:component-content severity:medium kind:background
        .background(TidePalette.deep)
    }
}
