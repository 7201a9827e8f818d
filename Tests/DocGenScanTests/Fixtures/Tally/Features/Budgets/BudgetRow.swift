import SwiftUI

/// A budget and how much of it is spent, as the budgets list shows it.
struct BudgetRow: View {
    let budget: Budget

    var body: some View {
     // ↓ rule:semantic-structure reason:combined-by(tallyRowElement) severity:low verdict:pass kind:row
        HStack {
            Text(budget.category)
            Spacer()
            Text(budget.spent, format: .percent)
        }
        .tallyRowElement()
    }
}

/// The settings of one budget, one value a row.
struct BudgetDetailRows: View {
    let budget: Budget

    var body: some View {
        Section {
         // ↓ rule:semantic-structure reason:labeled-content severity:low verdict:pass kind:row
            LabeledContent("Limit", value: budget.limit, format: .currency(code: "EUR"))
         // ↓ rule:semantic-structure reason:labeled-content severity:low verdict:pass kind:row
            LabeledContent("Resets", value: budget.resetDay)
        }
    }
}
