import SwiftUI

struct DeckNowPlayingTitle: View {
    @ObservedObject var model: DeckNowPlayingModel

    var body: some View {
        VStack {
            Text(model.title)
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .foregroundStyle(model.accent)
            Text("Up next")
                .foregroundStyle(model.highlight)
        }
    }
}
