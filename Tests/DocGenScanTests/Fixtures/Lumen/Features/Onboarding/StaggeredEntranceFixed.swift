import SwiftUI

/// The same entrance after the fix: under Reduce Motion rows only fade in, they no longer rise.
struct FeatureListFixed: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var appeared = false
    let features: [Feature]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(Array(features.enumerated()), id: \.element.id) { index, feature in
                FeatureRow(feature: feature)
                    .opacity(appeared ? 1 : 0)
                    .offset(y: appeared || reduceMotion ? 0 : 24)
                  // ↓ reason:neutralised-effects severity:high curve:spring effects:offset,opacity
                             // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                    .animation(.spring(response: 0.5, dampingFraction: 0.8).delay(Double(index) * 0.06), value: appeared)
            }
        }
        .onAppear { appeared = true }
    }
}
