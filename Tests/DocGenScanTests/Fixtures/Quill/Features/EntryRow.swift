import SwiftUI

/// One journal entry in the list.
struct EntryRow: View {
    let title: String
    let date: String
    let unread: Int

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(title)
                  // ↓ rule:dynamic-type reason:relative-custom-font severity:high
                    .font(.journalBody)
                Text(date)
                  // ↓ rule:dynamic-type reason:fixed-size severity:high
                    .font(.journalStamp)
                Text("\(unread) new")
                  // ↓ rule:dynamic-type reason:relative-custom-font severity:high
                    .font(Font.journalCaption)
            }
            moodIcon(size: 20)
            moodIcon(size: 26)
        }
    }

    /// The mood symbol, at the size each caller asks for.
    private func moodIcon(size: CGFloat) -> some View {
     // ↓ rule:voiceover reason:labelled severity:medium
        Image(systemName: "face.smiling")
          // ↓ rule:dynamic-type reason:fixed-size severity:medium
                // ↓ rule:dynamic-type reason:fixed-size severity:medium
            .font(.system(size: size))
            .accessibilityLabel("Mood")
    }

    /// The counter, at a size that follows the text-size setting.
    private func counter(scale: CGFloat) -> some View {
        Text("\(unread)")
          // ↓ rule:dynamic-type reason:font-metrics severity:high
                // ↓ rule:dynamic-type reason:font-metrics severity:high
            .font(.system(size: UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 11 * scale)))
    }
}
