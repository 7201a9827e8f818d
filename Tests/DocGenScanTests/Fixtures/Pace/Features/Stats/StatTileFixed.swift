import SwiftUI

/// The tile after the fix: the figure uses a title style, sized by a metric of the view.
struct StatTileFixed: View {
    @Environment(\.paceTheme) private var theme
  // ↓ rule:dynamic-type reason:scaled-metric severity:medium
    @ScaledMetric(relativeTo: .largeTitle) private var figureSize: CGFloat = 40
    let value: String
    let label: String

    var body: some View {
        VStack {
            Text(value)
                    // ↓ rule:dynamic-type reason:scaled-metric severity:medium
              // ↓ rule:dynamic-type reason:scaled-metric severity:medium
                .font(.system(size: figureSize, weight: .heavy))
            Text(label)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(theme.typography.body)
        }
    }
}
