import SwiftUI

struct WidgetGauge: View {
    let level: Double

    var body: some View {
        Gauge(value: level) {
            Text("Tide")
        }
        .gaugeStyle(.accessoryCircularCapacity)
      // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
        .tint(TidePalette.ink)
    }
}
