import SwiftUI

/// Saved spots, with swipe actions: the system fills each action with its tint and draws its title in white.
struct SavedSpotsList: View {
    let spots: [String]
    let onArchive: (String) -> Void

    var body: some View {
        List(spots, id: \.self) { spot in
            Text(spot)
                .swipeActions(edge: .trailing) {
                    Button("Archive") { onArchive(spot) }
                      // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                        .tint(TidePalette.mist)
                    Button("Share") {}
                      // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
                        .tint(Color(white: 0.45))
                    // A system hue adapts: not a site.
                    Button("Delete", role: .destructive) {}
                        .tint(.red)
                }
        }
    }
}
