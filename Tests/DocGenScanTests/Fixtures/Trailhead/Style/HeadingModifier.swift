import SwiftUI

/// A page or card heading: the font, and the heading trait VoiceOver's rotor needs.
struct HeadingStyle: ViewModifier {
    let font: Font

    func body(content: Content) -> some View {
        content
          // ↓ rule:dynamic-type reason:unknown-font severity:high verdict:unknown kind:font
            .font(font)
            .accessibilityAddTraits(.isHeader)
    }
}
