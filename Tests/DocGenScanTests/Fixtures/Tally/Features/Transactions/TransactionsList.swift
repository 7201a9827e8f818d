import SwiftUI

/// The month's transactions, newest first, and the pending ones in a section of their own.
struct TransactionsList: View {
    let transactions: [Transaction]
    let pending: [Transaction]

    var body: some View {
        List {
            ForEach(transactions) { transaction in
                TransactionRow(transaction: transaction)
            }
            Section("Pending") {
                ForEach(pending) { transaction in
                    pendingRow(transaction)
                }
            }
        }
    }

    private func pendingRow(_ transaction: Transaction) -> some View {
     // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
        VStack(alignment: .leading) {
            Text(transaction.payee)
            Text("Pending since \(transaction.date, style: .date)")
        }
    }
}
