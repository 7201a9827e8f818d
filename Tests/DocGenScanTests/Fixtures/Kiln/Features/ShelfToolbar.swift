import SwiftUI

/// The toolbar over the shelf of pieces: filters, sharing, links to glaze recipes.
struct ShelfToolbar: View {
    @Binding var showsGlazed: Bool
    let recipeURL: URL

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            NavigationLink(destination: Text("Kilns")) {
                Image(systemName: "flame")
            }
         // ↓ rule:voiceover reason:labelled severity:high
            NavigationLink {
                Text("Search")
            } label: {
                Image(systemName: "magnifyingglass")
            }
            .accessibilityLabel("Search pieces")
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Menu {
                Button("Newest first") {}
                Button("Oldest first") {}
            } label: {
                Image(systemName: "arrow.up.arrow.down")
            }
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Toggle(isOn: $showsGlazed) {
                Image(systemName: "paintbrush")
            }
            .toggleStyle(.button)
         // ↓ rule:voiceover reason:labelled severity:high
            Link(destination: recipeURL) {
                Image(systemName: "book")
            }
            .accessibilityLabel("Glaze recipes")
            NavigationLink("Archive", destination: Text("Archive"))
            Menu {
                Button("Export") {}
            } label: {
             // ↓ rule:voiceover reason:labelled-button severity:medium
                Image(systemName: "square.and.arrow.up")
                Text("Export")
            }
        }
    }
}
