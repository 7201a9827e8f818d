import SwiftUI

struct WindRow: View {
    let speed: String

    var body: some View {
        Label(speed, systemImage: "wind")
          // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
            .foregroundColor(.black)
    }
}
