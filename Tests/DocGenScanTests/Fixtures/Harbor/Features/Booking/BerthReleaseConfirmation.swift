import SwiftUI

/// Asks before a berth is given up. The glyphs are made once and handed to the layout functions by name, the way a
/// widget shares its buttons' pictures between its sizes.
struct BerthReleaseConfirmation: View {
    let compact: Bool
    let release: () -> Void
    let keep: () -> Void

    var body: some View {
        form()
    }

    @ViewBuilder
    private func form() -> some View {
        //                ↓ rule:voiceover reason:system-symbol severity:low
        let cancelGlyph = Image(systemName: "xmark")
        let keepGlyph: some View = {
            //         ↓ rule:voiceover reason:system-symbol severity:low
            let tick = Image(systemName: "checkmark")
            return AnyView(tick.accessibilityLabel("Keep berth"))
        }()
        if compact {
            compactForm(cancelGlyph: cancelGlyph, keepGlyph: keepGlyph)
        } else {
            wideForm(cancelGlyph: cancelGlyph)
        }
    }

    private func compactForm(cancelGlyph: some View, keepGlyph: some View) -> some View {
        HStack {
            // The cancel glyph alone: nothing names the button.
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Button(action: release) { cancelGlyph }
            // The keep glyph is labelled where it is made.
         // ↓ rule:voiceover reason:titled-by(keepGlyph) severity:high
            Button(action: keep) { keepGlyph }
        }
    }

    private func wideForm(cancelGlyph: some View) -> some View {
        VStack {
            Text("Give up this berth?")
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Button(action: release) {
                cancelGlyph.frame(maxWidth: .infinity)
            }
        }
    }
}
