import SwiftUI
import WidgetKit

/// Layout constants of the steps widget, kept in a plain struct.
struct WidgetMetrics {
  // ↓ rule:dynamic-type reason:scaled-metric-outside-view severity:medium
    @ScaledMetric var ringWidth: CGFloat = 6
  // ↓ rule:dynamic-type reason:scaled-metric-outside-view severity:medium
    @ScaledMetric var countSize: CGFloat = 28
}

/// The steps widget.
struct StepsWidgetView: View {
    let entry: StepsEntry
    let metrics = WidgetMetrics()

    var body: some View {
        VStack {
            Text(entry.steps, format: .number)
                    // ↓ rule:dynamic-type reason:scaled-metric-outside-view severity:medium
              // ↓ rule:dynamic-type reason:scaled-metric-outside-view severity:medium
                .font(.system(size: metrics.countSize, weight: .bold))
            Text("steps")
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.caption)
        }
    }
}
