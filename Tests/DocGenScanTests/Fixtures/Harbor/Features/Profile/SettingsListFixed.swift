import SwiftUI

/// The rows after the fix: the icons are hidden and each row is a button.
struct SettingsListFixed: View {
    let rows: [SettingsItem]
    let open: (SettingsItem) -> Void

    var body: some View {
        VStack(spacing: 0) {
            ForEach(rows) { row in
                HStack {
                 // ↓ rule:voiceover reason:hidden severity:medium
                    Image(systemName: row.symbol)
                        .accessibilityHidden(true)
                    Text(row.title)
                    Spacer()
                }
                .padding()
                .tappableRow { open(row) }
            }
            HStack {
             // ↓ rule:voiceover reason:hidden-by(decorative) severity:medium
                Image(systemName: "rectangle.portrait.and.arrow.right")
                    .decorative()
                Text("Sign out")
            }
          // ↓ rule:voiceover reason:button-trait-by(buttonRole) severity:high
            .onTapGesture { signOut() }
            .buttonRole()
        }
    }

    private func signOut() {}
}
