import SwiftUI

/// Saving goals as tappable shortcuts. A row made a button by the design system's `tallyTappable` is read as the
/// button, one element named by its texts; a card title inside such a button is its label, not a heading. The
/// archived goals are plain rows, read in parts.
struct GoalShortcuts: View {
    let goals: [Goal]
    let archived: [Goal]
    let open: (Goal) -> Void

    var body: some View {
        List {
            VStack(alignment: .leading) {
                Text("Next milestone")
                  // ↓ rule:dynamic-type reason:text-style severity:high
                    .font(.title3)
                Text(goals.first?.name ?? "")
            }
          // ↓ rule:voiceover reason:titled-by(tallyTappable) severity:high
            .tallyTappable { if let first = goals.first { open(first) } }
            ForEach(goals) { goal in
                HStack {
                    Image(systemName: goal.isReached ? "checkmark.seal" : "target")
                    Text(goal.name)
                    Text(goal.saved, format: .currency(code: "EUR"))
                }
              // ↓ rule:voiceover reason:titled-by(tallyTappable) severity:high
                .tallyTappable { open(goal) }
            }
            ForEach(archived) { goal in
             // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
                HStack {
                    Text(goal.name)
                    Text(goal.saved, format: .currency(code: "EUR"))
                }
            }
        }
    }
}
