import SwiftUI

/// The colours a widget style draws with; each style is one preset, chosen by the widget and passed down
/// through the environment.
struct TideWidgetPalette {
    let headline: Color
    let caption: Color
    let panel: Color

    static let storm = TideWidgetPalette(
        headline: .white,
        caption: Color(white: 0.8),
        panel: Color(red: 0.55, green: 0.6, blue: 0.7)
    )

    static let chart = TideWidgetPalette(
        headline: Color(red: 0.05, green: 0.1, blue: 0.2),
        caption: Color(white: 0.3),
        panel: .white
    )

    /// The compact widget keeps the storm headline on the chart's panel.
    static let compactStorm = TideWidgetPalette(
        headline: TideWidgetPalette.storm.headline,
        caption: TideWidgetPalette.storm.caption,
        panel: TideWidgetPalette.chart.panel
    )
}

struct TideWidgetPaletteKey: EnvironmentKey {
    static var defaultValue: TideWidgetPalette = .storm
}

extension EnvironmentValues {
    var tideWidgetPalette: TideWidgetPalette {
        get { self[TideWidgetPaletteKey.self] }
        set { self[TideWidgetPaletteKey.self] = newValue }
    }
}
