import SwiftUI

/// The crew list of a booking: one text field per crew member. Tapping a field only remembers which one is being
/// edited; the field is a control VoiceOver already activates, so the tap needs no button trait.
struct CrewNamesForm: View {
    @Binding var names: [String]
    @State private var editingIndex: Int?
    @FocusState private var focused: Int?

    var body: some View {
        VStack(spacing: 12) {
            ForEach(names.indices, id: \.self) { index in
                TextField("Crew member \(index + 1)", text: $names[index])
                    .focused($focused, equals: index)
                    .onTapGesture {
                        editingIndex = index
                    }
            }
            SecureField("Marina gate code", text: .constant(""))
                .onTapGesture { editingIndex = nil }
        }
    }
}
