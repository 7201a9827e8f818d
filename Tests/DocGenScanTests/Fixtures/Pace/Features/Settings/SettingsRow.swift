import SwiftUI

/// Rows of the settings screen.
struct SettingsRows: View {
    @Binding var autoPause: Bool
    @Binding var nickname: String

    var body: some View {
        Form {
            Toggle("Auto-pause", isOn: $autoPause)
                    // ↓ rule:dynamic-type reason:fixed-size severity:high
              // ↓ rule:dynamic-type reason:fixed-size severity:high
                .font(.system(size: 16))
            Label("Units", systemImage: "ruler")
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.callout)
            TextField("Nickname", text: $nickname)
              // ↓ rule:dynamic-type reason:fixed-size severity:high
                .font(Typography.label)
            Text("Pace collects no data without your consent.")
              // ↓ rule:dynamic-type reason:fixed-custom-font severity:high
                .font(Typography.legal)
        }
    }
}
