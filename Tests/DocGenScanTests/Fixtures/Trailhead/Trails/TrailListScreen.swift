import SwiftUI

/// The trails near the user, nearest first.
struct TrailListScreen: View {
    let trails: [Trail]

    var body: some View {
        List {
            Text("Nearby trails")
              // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
              // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                .font(TrailFonts.shared.pageTitle)
            ForEach(trails) { trail in
                TrailRow(trail: trail)
            }
            ForEach(trails.filter(\.isClosed)) { trail in
             // ↓ rule:semantic-structure reason:combined severity:low verdict:pass kind:row
                VStack(alignment: .leading) {
                    Text(trail.name)
                    Text("Closed: \(trail.closureReason)")
                }
                .accessibilityElement(children: .combine)
            }
        }
    }
}
