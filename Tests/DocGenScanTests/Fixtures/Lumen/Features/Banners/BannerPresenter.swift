import SwiftUI

/// Shows the sync banner with the theme's motion tokens.
struct SyncBanner: View {
    @Environment(\.theme) private var theme
    @State private var isShowing = false

    var body: some View {
        ZStack(alignment: .top) {
            Color.clear
            if isShowing {
                Label("Synced", systemImage: "checkmark.icloud")
                  // ↓ reason:unguarded severity:high effects:directional,move,opacity
                    .transition(theme.animations.cardAppear)
            }
        }
        .task {
         // ↓ reason:unguarded severity:medium curve:ease effects:-
            withAnimation(theme.animations.quick) {
                isShowing = true
            }
        }
    }
}
