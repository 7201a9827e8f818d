import SwiftUI

/// The legend under the activity rings.
struct RingLegend: View {
  // ↓ rule:dynamic-type reason:scaled-metric severity:medium
    @ScaledMetric private var dotSize: CGFloat = 8
    let entries: [LegendEntry]

    var body: some View {
        ForEach(entries) { entry in
         // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
            HStack {
             // ↓ rule:voiceover reason:hidden severity:medium
                Image(systemName: "circle.fill")
                        // ↓ rule:dynamic-type reason:hidden-symbol severity:low
                  // ↓ rule:dynamic-type reason:hidden-symbol severity:low
                    .font(.system(size: 10))
                    .foregroundStyle(entry.color)
                    .accessibilityHidden(true)
             // ↓ rule:voiceover reason:labelled severity:medium
                Image(systemName: entry.symbol)
                        // ↓ rule:dynamic-type reason:fixed-size severity:medium
                  // ↓ rule:dynamic-type reason:fixed-size severity:medium
                    .font(.system(size: 18))
                    .accessibilityLabel(entry.symbolName)
             // ↓ rule:voiceover reason:labelled severity:medium
                Image(systemName: "circle")
                        // ↓ rule:dynamic-type reason:scaled-metric severity:medium
                  // ↓ rule:dynamic-type reason:scaled-metric severity:medium
                    .font(.system(size: dotSize))
                    .accessibilityLabel("Goal")
                Text(entry.title)
                  // ↓ rule:dynamic-type reason:text-style severity:high
                    .font(.footnote)
            }
        }
    }
}
