import SwiftUI

/// Sends the booking. While it is sent the button shows the spinner kept in a property instead of its title: VoiceOver
/// reads the title whenever there is one to read, and the spinner says it is busy.
struct ConfirmBookingButton: View {
    enum Phase {
        case ready
        case sending
    }

    let phase: Phase
    let confirm: () -> Void

    var body: some View {
     // ↓ rule:voiceover reason:titled-by(label) severity:high
        Button(action: confirm) {
            switch phase {
            case .ready:
                Text("Confirm booking")
            case .sending:
                sendingIndicator
            }
        }
        .buttonStyle(.borderedProminent)
        .disabled(phase == .sending)
    }

    private var sendingIndicator: some View {
        ProgressView()
            .controlSize(.small)
          // ↓ rule:color-scheme reason:paired severity:medium kind:foreground
            .tint(.white)
    }
}
