import SwiftUI

/// A transaction: the payee and the amount, with the note under the payee when there is one.
struct TransactionRow: View {
    let transaction: Transaction

    var body: some View {
        if let note = transaction.note {
         // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
            HStack {
                VStack(alignment: .leading) {
                    Text(transaction.payee)
                    Text(note)
                      // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                        .font(TallyType.caption)
                }
                Spacer()
                amount
            }
        } else {
         // ↓ rule:semantic-structure reason:combined severity:low verdict:pass kind:row
            HStack {
                Text(transaction.payee)
                Spacer()
                Text(transaction.amount, format: .currency(code: transaction.currency))
            }
            .accessibilityElement(children: .combine)
        }
    }

    private var amount: some View {
        Text(transaction.amount, format: .currency(code: transaction.currency))
    }
}
