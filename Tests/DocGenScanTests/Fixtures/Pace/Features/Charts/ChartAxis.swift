import SwiftUI

/// Axis labels of the weekly chart.
struct ChartAxis: View {
    let labels: [String]
    let maximum: Int

    var body: some View {
        HStack {
            ForEach(labels, id: \.self) { label in
                Text(label)
                        // ↓ rule:dynamic-type reason:fixed-size severity:high
                  // ↓ rule:dynamic-type reason:fixed-size severity:high
                    .font(.system(size: 9))
            }
            Text("\(maximum)")
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.caption2.monospacedDigit())
        }
    }
}
