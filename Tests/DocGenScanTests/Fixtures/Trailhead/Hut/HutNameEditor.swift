import SwiftUI

/// Renames a hut: a large text field, sized by a hidden text behind it; both take the field's style.
struct HutNameEditor: View {
    @Binding var name: String

    var body: some View {
        ZStack {
            Text(name.isEmpty ? "Hut name" : name)
                .fieldStyle()
                .foregroundStyle(.clear)
                .accessibilityHidden(true)
            TextField("Hut name", text: $name)
                .fieldStyle()
        }
        Text("Shown on the map")
            .noteStyle()
    }
}

private extension View {
    /// The editor's large type; only ever on the text field and its hidden sizing text.
    func fieldStyle() -> some View {
        self
            .lineLimit(1)
          // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
            .font(.largeTitle.bold())
    }

    /// A note under the field: read by VoiceOver, styled as a title.
    func noteStyle() -> some View {
        self
          // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
          // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
            .font(.title3)
    }
}
