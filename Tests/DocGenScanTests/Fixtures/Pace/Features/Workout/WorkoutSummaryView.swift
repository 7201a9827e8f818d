import SwiftUI

/// The summary shown when a run ends.
struct WorkoutSummaryView: View {
    let summary: WorkoutSummary

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(summary.distanceText)
              // ↓ rule:dynamic-type reason:fixed-size severity:medium
                .font(Typography.largeNumber)
            Text(summary.durationText)
              // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass
                .font(Typography.body)
            Text(summary.routeName)
              // ↓ rule:dynamic-type reason:relative-custom-font severity:high
                .font(Typography.caption)
                .foregroundStyle(.secondary)
            Text("Personal best")
                    // ↓ rule:dynamic-type reason:fixed-size severity:high
              // ↓ rule:dynamic-type reason:fixed-size severity:high
                .font(.system(size: 15))
        }
        .padding()
    }
}
