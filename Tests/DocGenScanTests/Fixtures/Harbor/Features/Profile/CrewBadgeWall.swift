import SwiftUI

/// Badges a crew member has earned, loaded from the server. The first wall names each loaded picture in the content
/// closure, on the image it is given; the second labels only its placeholder, so the loaded badge has no name. The
/// pinned badges open on a tap: the content closure gives the loaded image the button trait, which the tap needs.
struct CrewBadgeWall: View {
    let badges: [CrewBadge]
    @State private var pinned: CrewBadge.ID?

    var body: some View {
        VStack {
            ForEach(badges) { badge in
             // ↓ rule:voiceover reason:labelled severity:medium
                AsyncImage(url: badge.imageURL) { phase in
                    if let image = phase.image {
                        image
                            .resizable()
                            .accessibilityLabel(badge.title)
                    } else {
                        ProgressView()
                    }
                }
            }
            ForEach(badges) { badge in
             // ↓ rule:voiceover reason:unlabelled-image severity:medium
                AsyncImage(url: badge.imageURL) { image in
                    image.resizable()
                } placeholder: {
                    Color.gray
                        .accessibilityLabel("Loading badge")
                }
            }
            ForEach(badges) { badge in
             // ↓ rule:voiceover reason:labelled severity:medium
                AsyncImage(url: badge.imageURL) { phase in
                    if let image = phase.image {
                        image
                            .accessibilityLabel(badge.title)
                            .accessibilityAddTraits(.isButton)
                    }
                }
              // ↓ rule:voiceover reason:button-trait severity:high
                .onTapGesture { pinned = badge.id }
            }
        }
    }
}

struct CrewBadge: Identifiable {
    var id: String
    var title: String
    var imageURL: URL?
}
