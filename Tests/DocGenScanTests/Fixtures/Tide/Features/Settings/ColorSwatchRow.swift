import SwiftUI

struct ColorSwatchRow: View {
    let name: String

    var body: some View {
        Text(name)
          // ↓ rule:color-scheme reason:paired severity:medium kind:foreground
            .foregroundColor(.white)
            .padding(6)
            .background(Color.accentColor)
            .clipShape(RoundedRectangle(cornerRadius: 6))
    }
}
