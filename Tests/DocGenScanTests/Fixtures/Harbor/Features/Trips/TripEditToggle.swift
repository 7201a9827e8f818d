import SwiftUI

/// The edit button of the trip list: each state shows a Label whose title says what the button does now, so the
/// icon the state chooses is named by the title beside it (no site). A checkmark shown by a condition beside a
/// fixed title does not say the state, and is a site.
struct TripEditToggle: View {
    @Binding var isEditing: Bool
    @Binding var isPinned: Bool
    @Binding var homePort: String
    let port: String

    var body: some View {
        HStack {
            Button {
                isEditing.toggle()
            } label: {
                if isEditing {
                    Label("Done", systemImage: "checkmark.circle")
                } else {
                    Label("Edit trips", systemImage: "pencil")
                }
            }
         // ↓ rule:voiceover reason:unsaid-state severity:high
            Button {
                isPinned.toggle()
            } label: {
                HStack {
                    Text("Pin to top")
                    if isPinned {
                        Image(systemName: "checkmark")
                    }
                }
            }
            // The port's name is shown either way: only the checkmark says it is the home port.
         // ↓ rule:voiceover reason:unsaid-state severity:high
            Button {
                homePort = port
            } label: {
                if homePort == port {
                    Label(port, systemImage: "checkmark")
                } else {
                    Text(port)
                }
            }
        }
    }
}
