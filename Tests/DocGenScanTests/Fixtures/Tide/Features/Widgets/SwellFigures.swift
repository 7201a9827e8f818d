import SwiftUI

/// One figure of the swell widget, drawn in its series' colour.
struct SwellFigure: Identifiable {
    enum Series {
        case height, period

        var tint: Color {
            switch self {
            case .height: SwellPalette.height
            case .period: SwellPalette.period
            }
        }
    }

    let id = UUID()
    let series: Series
    let value: String

    var tint: Color { series.tint }

    static func figures(for reading: String) -> [SwellFigure] {
        [SwellFigure(series: .height, value: reading), SwellFigure(series: .period, value: "12 s")]
    }
}

enum SwellPalette {
    static let height = Color(red: 0.2, green: 0.6, blue: 0.9)
    static let period = Color(red: 1.0, green: 0.6, blue: 0.0)
}

/// A figure in the colour its caller gives, on whatever the widget shows behind it (the system background).
struct SwellFigureView: View {
    let value: String
    let color: Color

    var body: some View {
        Text(value)
          // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
            .foregroundStyle(color)
    }
}

/// The widget: each figure's colour comes from the element `ForEach` hands out, read through its type.
struct SwellWidgetView: View {
    let reading: String

    var body: some View {
        let figures = SwellFigure.figures(for: reading)
        VStack(alignment: .leading) {
            ForEach(figures) { figure in
                SwellFigureView(value: figure.value, color: figure.tint)
            }
        }
    }
}

/// A row of the settings list: its colour is the system's, so reading it through the element finds nothing fixed.
struct SwellSettingRow: Identifiable {
    let id = UUID()
    let title: String
    var ink: Color { .primary }
}

struct SwellSettingsList: View {
    let rows: [SwellSettingRow]

    var body: some View {
        List(rows) { row in
            Text(row.title)
                .foregroundStyle(row.ink)
        }
    }
}
