import SwiftUI

/// Every budget of the month, with the month's heading.
struct BudgetsScreen: View {
    let budgets: [Budget]
    let startNewMonth: () -> Void

    var body: some View {
        List {
            Text("This month")
              // ↓ rule:semantic-structure reason:header-trait severity:medium verdict:pass kind:heading
              // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                .font(.title2)
                .accessibilityHeading(.h2)
            ForEach(budgets) { budget in
                BudgetRow(budget: budget)
            }
            Button(action: startNewMonth) {
                Text("Start a new month")
                  // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                    .font(.title3)
            }
        }
        .navigationTitle("Budgets")
    }
}
