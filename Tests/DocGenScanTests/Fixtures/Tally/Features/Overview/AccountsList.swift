import SwiftUI

/// The accounts, and the cards linked to them, grouped by bank.
struct AccountsList: View {
    let accounts: [Account]

    var body: some View {
        List {
            Section {
                ForEach(accounts) { account in
                    AccountRow(account: account)
                }
            } header: {
                Text("Accounts")
                  // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                    .font(.title3)
            }
            Section("Cards") {
                ForEach(accounts.flatMap(\.cards)) { card in
                 // ↓ rule:semantic-structure reason:combined severity:low verdict:pass kind:row
                    HStack {
                        Text(card.holder)
                        Spacer()
                        Text("•••• \(card.lastDigits)")
                    }
                    .accessibilityElement(children: .combine)
                }
            }
        }
    }
}
