import SwiftUI

/// The profile's settings rows, before the fix.
struct SettingsList: View {
    let rows: [SettingsItem]
    let open: (SettingsItem) -> Void

    var body: some View {
        VStack(spacing: 0) {
            ForEach(rows) { row in
                HStack {
                 // ↓ rule:voiceover reason:system-symbol severity:low
                    Image(systemName: row.symbol)
                    Text(row.title)
                    Spacer()
                }
                .padding()
                .contentShape(Rectangle())
              // ↓ rule:voiceover reason:tap-without-button-trait severity:high
                .onTapGesture { open(row) }
            }
        }
    }
}
