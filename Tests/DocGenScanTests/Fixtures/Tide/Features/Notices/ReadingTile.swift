import SwiftUI

/// A reading shown in its metric's colour; the callers pass fixed palette colours.
struct ReadingTile: View {
    let reading: String
    let color: Color

    var body: some View {
        Text(reading)
          // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
            .foregroundStyle(color)
    }
}

/// A caption whose colour has a fixed default that callers may change.
struct TideCaption: View {
    private let text: String
    private let tint: Color

    init(_ text: String, tint: Color = .white) {
        self.text = text
        self.tint = tint
    }

    var body: some View {
        Text(text)
          // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
            .foregroundColor(tint)
    }
}

/// The fixed colours of the tide metrics.
enum MetricPalette {
    static let flood = Color(red: 0.18, green: 0.45, blue: 0.85)
    static let ebb = Color(red: 0.95, green: 0.55, blue: 0.1)
}

/// Both metrics, side by side.
struct MetricStrip: View {
    var body: some View {
        HStack {
            ReadingTile(reading: "Flood", color: MetricPalette.flood)
            ReadingTile(reading: "Ebb", color: MetricPalette.ebb)
            TideCaption("High water 14:02")
        }
    }
}

/// A render model filled by the widget from the person's settings.
struct GaugeModel {
    var title: String
    var ink: Color?
}

/// Draws a gauge model: its colours come from whoever made the model, which this view does not see; not a site.
struct GaugeFace: View {
    let model: GaugeModel

    var body: some View {
        Text(model.title)
            .foregroundStyle(model.ink ?? .primary)
    }
}

/// A preview of the gauge on the dark face.
struct GaugePreviewCard: View {
    var body: some View {
        GaugeFace(model: GaugeModel(title: "Tide", ink: .white))
    }
}
