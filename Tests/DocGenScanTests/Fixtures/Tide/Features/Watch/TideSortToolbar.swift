import SwiftUI

/// The sort button of the watch list, tinted with the card colour, and the option tile drawn on it.
struct TideSortToolbar: ViewModifier {
    @Binding var presented: Bool

    func body(content: Content) -> some View {
        content.toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Sort") {
                    presented.toggle()
                }
              // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
                .accentColor(.background)
            }
        }
    }
}

struct TideOptionTile: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
            Text("Tap to choose")
        }
        .padding(5)
      // ↓ rule:color-scheme reason:adaptive-text severity:medium kind:background
        .background(Color.background)
    }
}

struct TideSyncFootnote: View {
    var body: some View {
        // SwiftUI's own background style, a ShapeStyle that adapts: not the app's token, not a site.
        Text("Synced").foregroundStyle(.background)
    }
}
