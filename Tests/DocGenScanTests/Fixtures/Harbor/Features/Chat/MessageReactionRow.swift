import SwiftUI

/// A message row: the star shows that the skipper starred the message and appears only then, through a view
/// property; nothing beside it says it, so the star is a state VoiceOver never hears.
struct MessageReactionRow: View {
    let text: String
    let isStarred: Bool
    let toggleStar: () -> Void

    var body: some View {
        HStack {
            Text(text)
            if isStarred {
                starBadge
            }
        }
        // The menu's title says the state only when the menu is open, not beside the star.
        .contextMenu {
            starMenu
        }
    }

    private var starMenu: some View {
        Button(action: toggleStar) {
            Label(isStarred ? "Unstar" : "Star", systemImage: isStarred ? "star.slash" : "star")
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
