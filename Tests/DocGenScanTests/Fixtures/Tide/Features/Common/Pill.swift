import SwiftUI

/// A small rounded tag whose text colour each screen chooses.
struct Pill: View {
    let title: String
    let tint: Color

    var body: some View {
        Text(title)
            .foregroundStyle(tint)
            .padding(.horizontal, 6)
          // ↓ rule:color-scheme reason:supplied-color(Pill.tint) severity:medium kind:background
            .background(Color.black)
            .clipShape(Capsule())
    }
}
