import SwiftUI

/// Loading checklist: each box swaps its symbol when ticked.
struct KilnChecklistRow: View {
    let item: String
    @State private var ticked = false

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:hidden severity:medium
            Image(systemName: ticked ? "checkmark.square" : "square")
              // ↓ reason:exempt-opacity severity:low
                .contentTransition(.symbolEffect(.replace))
                .accessibilityHidden(true)
            Text(item)
        }
        .accessibilityElement(children: .combine)
    }
}
