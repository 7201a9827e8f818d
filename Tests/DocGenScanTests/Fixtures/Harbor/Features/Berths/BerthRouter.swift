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

    /// Programmatic links: a link driven by a selection that shows nothing (EmptyView) is no control to name, hidden
    /// or not; `.hidden()` takes it off the screen as well.
    private var pushLinks: some View {
        Group {
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
