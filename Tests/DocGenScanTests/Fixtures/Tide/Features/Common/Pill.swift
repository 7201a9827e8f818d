import SwiftUI

/// A small rounded tag whose text colour each screen chooses (white or yellow, AlertStrip.swift).
struct Pill: View {
    let title: String
    let tint: Color

    var body: some View {
        Text(title)
          // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
            .foregroundStyle(tint)
            .padding(.horizontal, 6)
          // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
            .background(Color.black)
            .clipShape(Capsule())
    }
}
