import SwiftUI

/// The trips list: a row opens the trip through a link kept in the background and driven by the selection, and the
/// toolbar's more menu only exists for trips that have crews.
struct TripListScreen: View {
    let trips: [String]
    @State private var openedTrip: String?
    @State private var filter: TripFilter = .all

    var body: some View {
        List(trips, id: \.self) { trip in
            Text(trip)
              // ↓ rule:voiceover reason:button-trait severity:high
                .onTapGesture { openedTrip = trip }
                .accessibilityAddTraits(.isButton)
        }
        // Shows nothing and only navigates when `openedTrip` is set: no control to name, no site.
        .background(
            NavigationLink("", isActive: .init(get: { openedTrip != nil }, set: { _ in openedTrip = nil })) {
                Text(openedTrip ?? "")
            }
        )
        .toolbar {
            // A toolbar component of the app whose only item is an icon-only menu, shown for some filters.
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            TripMoreMenu(filter: $filter)
        }
    }
}

enum TripFilter {
    case all
    case crewed(String)
}

/// The more menu of the trips toolbar, which exists only for crewed trips.
struct TripMoreMenu: ToolbarContent {
    @Binding var filter: TripFilter

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            switch filter {
            case .crewed:
             // ↓ rule:voiceover reason:unlabelled-button severity:high
                Menu {
                    Button("Show crew") {}
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
            default:
                EmptyView()
            }
        }
    }
}
