import SwiftUI

/// The footer of the swell widget: its colours come from the palette the widget injects.
struct NextSwellFooter: View {
    @Environment(\.tideWidgetPalette) var palette
    let swell: String

    var body: some View {
        VStack(spacing: 2) {
            Text("Next swell")
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.footnote)
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .foregroundColor(palette.headline)
            Text(swell)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.caption2)
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .foregroundColor(palette.caption.opacity(0.8))
        }
    }
}

/// The widget's panel: headline and panel read from one preset are paired preset by preset.
struct SwellPanel: View {
    let palette: TideWidgetPalette

    var body: some View {
        Text("Swell")
          // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
            .foregroundStyle(palette.headline)
            .padding()
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
            .background(palette.panel)
            .environment(\.tideWidgetPalette, palette)
    }
}
