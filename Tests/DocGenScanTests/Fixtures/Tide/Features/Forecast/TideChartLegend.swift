import SwiftUI

struct TideChartLegend: View {
    var body: some View {
        HStack {
            Label("High", systemImage: "arrow.up")
              // ↓ rule:color-scheme reason:paired severity:medium kind:foreground
                .foregroundStyle(.white)
                .padding(4)
                .background(TidePalette.sand)
            Label("Low", systemImage: "arrow.down")
              // ↓ rule:color-scheme reason:paired severity:medium kind:foreground
                .foregroundStyle(TidePalette.ink)
                .padding(4)
                .background(Color(.secondarySystemBackground))
        }
    }
}
