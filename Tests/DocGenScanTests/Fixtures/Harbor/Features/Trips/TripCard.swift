import SwiftUI

/// A trip on the home screen: one element for VoiceOver, announced as a button.
struct TripCard: View {
    let trip: Trip
    let open: () -> Void

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:combined-element severity:medium
            Image(trip.coverName)
                .resizable()
                .frame(width: 56, height: 56)
            VStack(alignment: .leading) {
                Text(trip.title)
                Text(trip.dates)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(trip.title), \(trip.dates)")
      // ↓ rule:voiceover reason:button-trait severity:high
        .onTapGesture(perform: open)
        .accessibilityAddTraits(.isButton)
    }
}
