import SwiftUI

/// The close button of the booking sheets: the design system's icon button with a cross, and nothing else.
struct SheetCloseButton: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
     // ↓ rule:voiceover reason:unlabelled-button severity:high
        HarborIconButton(symbol: .close) { dismiss() }
    }
}

/// The share button of the booking sheets, named where it is made.
struct SheetShareButton: View {
    let share: () -> Void

    var body: some View {
     // ↓ rule:voiceover reason:labelled severity:high
        HarborIconButton(symbol: .share, action: share)
            .accessibilityLabel("Share booking")
    }
}

/// A booking sheet's header: its title, the share button and the close button, which shows only its cross.
struct BookingSheetHeader: View {
    let title: String
    let share: () -> Void

    var body: some View {
        HStack {
            Text(title)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.headline)
            Spacer()
         // ↓ rule:voiceover reason:labelled severity:high
            SheetShareButton(share: share)
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            SheetCloseButton()
        }
    }
}
