import SwiftUI

/// The hut bookings, each row a booking view beside a selection mark while selecting.
struct HutBookingsScreen: View {
    let bookings: [HutBooking]
    @State private var selecting = false
    @State private var selected: Set<HutBooking.ID> = []

    var body: some View {
        List {
            ForEach(bookings) { booking in
                HStack {
                    if selecting {
                     // ↓ rule:voiceover reason:unsaid-state severity:medium
                        Image(systemName: selected.contains(booking.id) ? "checkmark.circle.fill" : "circle")
                    }
                    HutBookingRow(booking: booking)
                }
            }
        }
    }
}

/// One booking: the hut's name, the night and the number of beds.
struct HutBookingRow: View {
    let booking: HutBooking

    var body: some View {
     // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
        HStack {
            VStack(alignment: .leading) {
                Text(booking.hut)
                Text(booking.night, style: .date)
            }
            Spacer()
            Text("\(booking.beds) beds")
        }
    }
}

/// A booking of beds in a hut for one night.
struct HutBooking: Identifiable {
    let id: UUID
    let hut: String
    let night: Date
    let beds: Int
}
