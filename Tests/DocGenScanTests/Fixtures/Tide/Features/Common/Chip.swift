import SwiftUI

/// A chip of the design system for other apps: its text colour is theirs to give, and nothing in this code makes
/// one, so what lies in front of its dark fill cannot be judged here.
public struct Chip: View {
    let title: String
    let ink: Color

    public var body: some View {
        Text(title)
            .foregroundStyle(ink)
          // ↓ rule:color-scheme reason:supplied-color(Chip.ink) severity:medium kind:background
            .background(Color(red: 0.1, green: 0.1, blue: 0.12))
    }
}
