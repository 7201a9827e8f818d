import SwiftUI

/// The bar under a conversation: attach, type, send.
struct ComposerBar: View {
    @Binding var draft: String
    let attach: () -> Void
    let send: () -> Void

    var body: some View {
        HStack {
         // ↓ rule:voiceover reason:unlabelled-button severity:high
            Button(action: attach) {
                Image(systemName: "paperclip")
            }
            TextField("Message", text: $draft)
         // ↓ rule:voiceover reason:labelled severity:high
            Button(action: send) {
                Image(systemName: "arrow.up.circle.fill")
            }
            .accessibilityLabel("Send")
            .disabled(draft.isEmpty)
        }
    }
}
