import SwiftUI

/// The first screen: the month's balance and the accounts.
struct OverviewScreen: View {
    let balance: Decimal
    let accounts: [Account]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Overview")
                  // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                    .font(TallyType.screenTitle)
                Text(balance, format: .currency(code: "EUR"))
                  // ↓ rule:semantic-structure reason:value-text severity:medium verdict:pass kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                    .font(TallyType.amount)
                Text("Accounts")
                  // ↓ rule:semantic-structure reason:header-trait severity:medium verdict:pass kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                    .font(TallyType.sectionTitle)
                    .accessibilityAddTraits(.isHeader)
                AccountsList(accounts: accounts)
                Text("Recent")
                  // ↓ rule:semantic-structure reason:header-by(tallySectionHeading) severity:medium verdict:pass kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                    .font(TallyType.sectionTitle)
                    .tallySectionHeading()
            }
        }
    }
}
