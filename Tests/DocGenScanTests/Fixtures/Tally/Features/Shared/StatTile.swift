import SwiftUI

/// A figure and what it counts, the face of the buttons on the statistics screen.
struct StatTile: View {
    let title: String
    let figure: String

    var body: some View {
        VStack {
            Text(title)
              // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                .font(.title3)
            Text(figure)
        }
    }
}
