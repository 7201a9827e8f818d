import SwiftUI

/// A filter chip: tap to select; VoiceOver users get the same action by name.
struct TagChip: View {
    let title: String
    @Binding var isSelected: Bool

    var body: some View {
        Text(title)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(isSelected ? Color.accentColor : Color.gray.opacity(0.2), in: Capsule())
          // ↓ rule:voiceover reason:accessibility-action severity:high
            .onTapGesture { isSelected.toggle() }
            .accessibilityAction { isSelected.toggle() }
            .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}
