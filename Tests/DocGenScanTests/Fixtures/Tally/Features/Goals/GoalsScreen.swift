import SwiftUI

/// The goals, the days left to the next one, and the running total saved.
struct GoalsScreen: View {
    let goals: [Goal]
    let daysLeft: Int
    let saved: Decimal

    var body: some View {
        List {
         // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
            VStack {
                Text("Goals")
                  // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                    .font(.largeTitle)
                Text(daysLeft, format: .number)
                  // ↓ rule:semantic-structure reason:value-text severity:medium verdict:pass kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                    .font(.largeTitle.bold())
                Text(saved, format: .currency(code: "EUR"))
                  // ↓ rule:semantic-structure reason:value-text severity:medium verdict:pass kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                    .font(.title2)
            }
            ForEach(goals) { goal in
                GoalRow(goal: goal)
            }
        }
    }
}
