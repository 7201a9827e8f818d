import SwiftUI

/// What the journal shows before the first entry: the seal is decoration wherever it shows, the ink drop is read
/// aloud once, so its fixed size matters.
struct EntryEmptyState: View {
    var body: some View {
        VStack(spacing: 12) {
            QuillSealIcon()
                .accessibilityHidden(true)
            Text("No entries yet")
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.headline)
            HStack {
                QuillSealIcon()
                InkDropIcon()
            }
            .accessibilityHidden(true)
            InkDropIcon()
        }
    }
}

/// The wax seal drawn above empty pages; every use in this file hides it from accessibility.
struct QuillSealIcon: View {
    var body: some View {
     // ↓ rule:voiceover reason:labelled severity:medium
        Image(systemName: "seal")
                // ↓ rule:dynamic-type reason:hidden-symbol severity:low
          // ↓ rule:dynamic-type reason:hidden-symbol severity:low
            .font(.system(size: 40))
            .accessibilityLabel("Seal")
    }
}

/// The ink drop: hidden beside the seal, shown under the title.
struct InkDropIcon: View {
    var body: some View {
     // ↓ rule:voiceover reason:labelled severity:medium
        Image(systemName: "drop")
                // ↓ rule:dynamic-type reason:fixed-size severity:medium
          // ↓ rule:dynamic-type reason:fixed-size severity:medium
            .font(.system(size: 22))
            .accessibilityLabel("Ink")
    }
}
