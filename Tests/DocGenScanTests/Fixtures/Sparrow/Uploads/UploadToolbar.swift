import SwiftUI

/// A toolbar button whose icon shows the upload's state: the icons are exchanged in the bar.
struct UploadToolbar: ToolbarContent {
    enum Phase { case idle, sending, sent }
    @State private var phase = Phase.idle

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
         // ↓ rule:voiceover reason:labelled severity:high verdict:pass kind:Button
            Button {
                phase = .sending
             // ↓ reason:exempt-opacity severity:low effects:opacity
                withAnimation {
                    phase = .sent
                }
            } label: {
                switch phase {
                case .idle: Image(systemName: "arrow.up.circle")
                case .sending: ProgressView()
                case .sent: Image(systemName: "checkmark.circle")
                }
            }
            .accessibilityLabel("Upload")
        }
    }
}
