import SwiftUI

/// The settings form: the currency, the name on reports, and the app's version.
struct SettingsScreen: View {
    @Binding var ownerName: String
    let currency: String
    let version: String

    var body: some View {
        Form {
            Section("Money") {
             // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
                HStack {
                    Text("Currency")
                    Spacer()
                    Text(currency)
                }
                HStack {
                    Text("Name on reports")
                    TextField("Name", text: $ownerName)
                }
            }
            Section("About") {
             // ↓ rule:semantic-structure reason:combined severity:low verdict:pass kind:row
                HStack {
                    Text("Version")
                    Spacer()
                    Text(version)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Version \(version)")
            }
        }
    }
}
