import SwiftUI

/// The legs of a trip, each linking to its details.
struct TripTimeline: View {
    let legs: [TripLeg]

    var body: some View {
        List(legs) { leg in
            NavigationLink {
                LegDetail(leg: leg)
            } label: {
                HStack {
                 // ↓ rule:voiceover reason:labelled-button severity:medium
                    Image(systemName: "sailboat")
                    Text(leg.title)
                }
            }
        }
    }
}
