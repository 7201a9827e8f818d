import SwiftUI

/// A message row: the star shows that the skipper starred the message and appears only then, through a view
/// property; nothing else says it, so the star is a state VoiceOver never hears.
struct MessageReactionRow: View {
    let text: String
    let isStarred: Bool

    var body: some View {
        HStack {
            Text(text)
            if isStarred {
                starBadge
            }
        }
    }

    private var starBadge: some View {
        VStack {
         // ↓ rule:voiceover reason:unsaid-state severity:medium
            Image(systemName: "star.fill")
                .foregroundStyle(.yellow)
            Spacer()
        }
    }
}
