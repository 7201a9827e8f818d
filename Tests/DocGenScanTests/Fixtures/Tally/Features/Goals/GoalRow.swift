import SwiftUI

/// A savings goal: what it is for and how far along it is, beside the goal's symbol.
struct GoalRow: View {
    let goal: Goal

    var body: some View {
        Label {
            VStack(alignment: .leading) {
                Text(goal.name)
                Text(goal.progress, format: .percent)
            }
        } icon: {
         // ↓ rule:voiceover reason:hidden severity:medium verdict:pass kind:Image
            Image(systemName: goal.symbol)
                .accessibilityHidden(true)
        }
    }
}
