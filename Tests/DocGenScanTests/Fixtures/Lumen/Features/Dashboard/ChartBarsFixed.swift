import SwiftUI

/// The chart after the fix: bars appear at full height under Reduce Motion.
struct WeeklyChartFixed: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var loaded = false
    let minutes: [Double]

    var body: some View {
        HStack(alignment: .bottom, spacing: 6) {
            ForEach(minutes.indices, id: \.self) { day in
                RoundedRectangle(cornerRadius: 3)
                    .frame(width: 18, height: loaded ? minutes[day] * 2 : 0)
                  // ↓ reason:ternary severity:medium curve:ease effects:size
                                                    // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                    .animation(reduceMotion ? .none : .easeOut(duration: 0.5).delay(Double(day) * 0.04), value: loaded)
            }
        }
        .onAppear { loaded = true }
    }
}
