import SwiftUI

/// The callout over a route's start on the map.
struct RouteMapCallout: View {
  // ↓ rule:dynamic-type reason:scaled-metric severity:medium
    @ScaledMetric(relativeTo: .caption) private var pinSize: CGFloat = 14
    let name: String

    var body: some View {
        HStack(spacing: 4) {
         // ↓ rule:voiceover reason:hidden severity:medium
            Image(systemName: "mappin")
                    // ↓ rule:dynamic-type reason:scaled-metric severity:low
              // ↓ rule:dynamic-type reason:scaled-metric severity:low
                .font(.system(size: pinSize))
                .accessibilityHidden(true)
            Text(name)
                    // ↓ rule:dynamic-type reason:fixed-size severity:high
              // ↓ rule:dynamic-type reason:fixed-size severity:high
                .font(.system(size: 12, weight: .medium))
              // ↓ rule:dynamic-type reason:clipping severity:medium
                .lineLimit(1)
                .frame(width: 120, height: 18)
        }
    }
}
