import SwiftUI

/// Shown over the launch screen's video for a second; the video is always dark.
struct LaunchSplash: View {
    var body: some View {
        Text("Tide")
          // ↓ rule:color-scheme reason:suppressed severity:medium kind:foreground verdict:exempt
            .foregroundStyle(.white) // docgen:ignore color-scheme: over the launch video, dark in both appearances
    }
}
