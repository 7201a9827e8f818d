import SwiftUI

struct WelcomeOverlay: View {
    var body: some View {
        VStack {
            Text("Know the sea before you paddle out")
              // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                .foregroundStyle(.white)
                .padding()
              // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
                .background(TidePalette.scrim)
            Button("Start") {}
                .buttonStyle(PrimaryButtonStyle())
        }
    }
}
