import SwiftUI

/// Shown when Harbor is offline.
struct OfflineBanner: View {
    var body: some View {
        Label {
            Text("You are offline. Bookings will sync later.")
        } icon: {
         // ↓ rule:voiceover reason:in-label severity:medium
            Image(systemName: "wifi.slash")
        }
        .padding()
        .background(.yellow.opacity(0.3), in: Capsule())
    }
}
