import SwiftUI

/// One account in the overview: its name, its bank and what is left in it.
struct AccountRow: View {
    let account: Account

    var body: some View {
     // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
        HStack {
            VStack(alignment: .leading) {
                Text(account.name)
                Text(account.bank)
                  // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                    .font(TallyType.caption)
            }
            Spacer()
            Text(account.balance, format: .currency(code: account.currency))
        }
    }
}
