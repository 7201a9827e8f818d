import SwiftUI

/// A statistic on the dashboard: the figure and its label, in the theme's fonts.
struct StatTile: View {
    @Environment(\.paceTheme) private var theme
    let value: String
    let label: String

    var body: some View {
        VStack {
            Text(value)
              // ↓ rule:dynamic-type reason:fixed-size severity:medium
                .font(theme.typography.stat)
            Text(label)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(theme.typography.body)
            Text("This week")
              // ↓ rule:dynamic-type reason:fixed-size severity:high
                .font(theme.typography.chip)
        }
    }
}
