import SwiftUI

/// A trail: its name, the region, and the length and climb.
struct TrailRow: View {
    let trail: Trail

    var body: some View {
     // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
        HStack(alignment: .top) {
            VStack(alignment: .leading) {
                Text(trail.name)
                Text(trail.region)
                  // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                    .font(TrailFonts.shared.detail)
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text(trail.length, format: .measurement(width: .abbreviated))
                Text("\(trail.climb) m up")
            }
        }
    }
}
