import SwiftUI

/// The toolbar of the booking sheet.
struct BookingToolbar: ToolbarContent {
    let dismiss: () -> Void
    let share: () -> Void
    let save: () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
            }
        }
        ToolbarItem(placement: .primaryAction) {
         // ↓ rule:voiceover reason:labelled severity:high
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share")
        }
        ToolbarItem(placement: .secondaryAction) {
         // ↓ rule:voiceover reason:labelled severity:high
            Button(action: save) {
                Image(systemName: "heart")
                    .accessibilityLabel("Save for later")
            }
        }
        ToolbarItem(placement: .confirmationAction) {
            Button("Book now", action: save)
        }
    }
}
