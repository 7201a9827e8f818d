import SwiftUI

/// A settings row that expands to show its details.
struct ExpandableRow<Detail: View>: View {
    @State private var expanded = false
    let title: String
    @ViewBuilder let detail: () -> Detail

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
             // ↓ reason:unguarded severity:high curve:ease effects:rotation,size
                            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                withAnimation(.easeInOut(duration: 0.25)) {
                    expanded.toggle()
                }
            } label: {
                HStack {
                    Text(title)
                    Spacer()
                 // ↓ rule:voiceover reason:labelled-button severity:medium
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(expanded ? 90 : 0))
                }
            }
            detail()
                .frame(height: expanded ? nil : 0)
                .clipped()
        }
    }
}
