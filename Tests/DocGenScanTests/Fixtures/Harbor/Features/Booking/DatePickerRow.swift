import SwiftUI

/// The dates of a booking, with their icons.
struct DatePickerRow: View {
    @Binding var start: Date
    let duration: String

    var body: some View {
        VStack(alignment: .leading) {
            DatePicker(selection: $start, displayedComponents: .date) {
                Label("Dates", systemImage: "calendar")
            }
            Label {
                Text(duration)
            } icon: {
             // ↓ rule:voiceover reason:in-label severity:medium
                Image(systemName: "clock")
            }
        }
    }
}
