import SwiftUI

/// Editing a journal entry: a form with the title, the date and the distance walked.
struct EntryEditor: View {
    @Binding var entry: JournalEntry

    var body: some View {
        Form {
            Section {
                HStack {
                    Text("Title")
                    TextField("Title", text: $entry.title)
                }
                DatePicker("Date", selection: $entry.date)
             // ↓ rule:semantic-structure reason:labeled-content severity:low verdict:pass kind:row
                LabeledContent("Distance") {
                    Text(entry.distance, format: .measurement(width: .abbreviated))
                }
             // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
                HStack {
                    Text("Steps")
                    Spacer()
                    Text(entry.steps, format: .number)
                }
            }
        }
    }
}
