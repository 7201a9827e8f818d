import SwiftUI
import UIKit

/// A message between a renter and a skipper.
struct MessageBubble: View {
    let message: ChatMessage

    var body: some View {
        VStack(alignment: .trailing, spacing: 4) {
            if let attachment = message.attachment {
             // ↓ rule:voiceover reason:labelled severity:medium
                Image(uiImage: attachment.image)
                    .resizable()
                    .scaledToFit()
                    .accessibilityLabel(attachment.caption)
            }
            Text(message.text)
            HStack(spacing: 2) {
                Text(message.time, style: .time)
             // ↓ rule:voiceover reason:unsaid-state severity:medium
                Image(systemName: message.isRead ? "checkmark.circle.fill" : "checkmark.circle")
            }
        }
    }
}
