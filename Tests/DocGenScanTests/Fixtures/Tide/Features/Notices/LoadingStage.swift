import SwiftUI

/// The full-screen loading stage: the host puts it on black elsewhere, so its own body sets no background.
struct LoadingStage: View {
    var body: some View {
        ZStack {
            Spacer()
            Text("Loading tides")
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .foregroundColor(.white)
        }
    }
}
