import SwiftUI

/// One trail: the name as the page heading, the figures, and the sections of the description.
struct TrailDetailScreen: View {
    let trail: Trail

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(trail.name)
                    .modifier(HeadingStyle(font: TrailFonts.shared.pageTitle))
                Text(trail.length, format: .measurement(width: .wide))
                  // ↓ rule:semantic-structure reason:value-text severity:medium verdict:pass kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                    .font(TrailFonts.shared.stat)
                Text("Getting there")
                  // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                    .font(TrailFonts.shared.cardTitle)
                Text(trail.directions)
                Text("Conditions")
                  // ↓ rule:semantic-structure reason:header-trait severity:medium verdict:pass kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                    .font(.title3)
                    .accessibilityAddTraits(.isHeader)
                Text(trail.conditions)
                Text("Parking")
                  // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
                  // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                    .font(.title2.bold())
                Text(trail.parking)
            }
        }
    }
}
