import SwiftUI

/// The berth screen pushes its detail screens from code: the links that do it are laid out but hidden.
struct BerthRouter: View {
    enum Route: Hashable { case map, invoice }
    @State private var route: Route?
    let openMap: () -> Void

    var body: some View {
        VStack {
            Text("Berth 14")
            pushLinks
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Button(action: openMap) {
                Image(systemName: "map")
            }
        }
    }

    /// Programmatic links: `.hidden()` takes them out of the accessibility tree as well as off the screen.
    private var pushLinks: some View {
        Group {
         // ↓ rule:voiceover reason:hidden severity:high
            NavigationLink(destination: Text("Map"), tag: .map, selection: $route) {
                EmptyView()
            }
            .hidden()
         // ↓ rule:voiceover reason:hidden severity:medium
            Image("berth-outline")
                .hidden()
        }
    }
}
