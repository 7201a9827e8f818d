import SwiftUI

/// The row after the fix: it opens at once when Reduce Motion is on.
struct ExpandableRowFixed<Detail: View>: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var expanded = false
    let title: String
    @ViewBuilder let detail: () -> Detail

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
             // ↓ reason:ternary severity:high curve:ease effects:rotation,size
                                                 // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.25)) {
                    expanded.toggle()
                }
            } label: {
                Label(title, systemImage: "chevron.right")
                    .rotationEffect(.degrees(expanded ? 90 : 0))
            }
            detail()
                .padding(.vertical, expanded ? 12 : 0)
                .frame(height: expanded ? nil : 0)
        }
    }
}
