import SwiftUI

/// Harbor's tabs, over a decorative wave.
struct HarborTabs: View {
    var body: some View {
        TabView {
            SearchScreen()
                .tabItem {
                 // ↓ rule:voiceover reason:in-tab-item severity:medium
                    Image(systemName: "magnifyingglass")
                    Text("Search")
                }
            TripsScreen()
                .tabItem {
                    Label("Trips", systemImage: "sailboat")
                }
        }
                 // ↓ rule:voiceover reason:unlabelled-image severity:low
        .background(Image("Waves").resizable())
    }
}
