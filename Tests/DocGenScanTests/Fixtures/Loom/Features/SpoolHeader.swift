import SwiftUI

/// A sheet header with the design system's icon buttons: one named at the call, one not.
struct SpoolHeader: View {
    let close: () -> Void
    let openSettings: () -> Void

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:labelled severity:high
            SpoolIconButton(glyph: .symbol("xmark"), action: close)
                .accessibilityLabel("Close")
            Spacer()
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            SpoolIconButton(glyph: .pattern("herringbone"), action: openSettings)
        }
    }
}
