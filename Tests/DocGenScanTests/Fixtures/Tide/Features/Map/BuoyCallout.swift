import SwiftUI

struct BuoyCallout: View {
    let name: String

    var body: some View {
        Circle()
            .fill(Color.white)
            .frame(width: 36, height: 36)
            .overlay {
             // ↓ rule:voiceover reason:labelled severity:low
                Image(systemName: "dot.radiowaves.left.and.right")
                  // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                    .foregroundStyle(TidePalette.foam)
                    .accessibilityLabel(name)
            }
    }
}
