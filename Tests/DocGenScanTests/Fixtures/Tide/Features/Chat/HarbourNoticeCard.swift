import SwiftUI

/// A notice from the harbour office: Markdown text whose links take the card's tint, and a card with a reply button.
struct HarbourNoticeCard: View {
    let notice: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(.init(notice))
            Text("Posted by the harbour office")
        }
        .padding()
      // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        .background(Color(red: 0.1, green: 0.55, blue: 0.75))
      // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
        .foregroundStyle(.white)
      // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
        .tint(.white)
    }
}

struct HarbourReplyCard: View {
    var body: some View {
        VStack {
            Text("Reply to the office")
            Button("Reply") {}
        }
        .padding()
      // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
        .background(Color(red: 0.1, green: 0.55, blue: 0.75))
      // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
        .foregroundStyle(.white)
      // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
        .tint(.white)
    }
}
