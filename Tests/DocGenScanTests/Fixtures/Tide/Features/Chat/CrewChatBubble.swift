import SwiftUI

/// One message of the crew chat: the person's own messages on the brand colour in white, the others' on the grouped
/// background in the primary colour.
struct CrewChatBubble: View {
    let message: CrewMessage

    var body: some View {
        Text(message.text)
            .padding(8)
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background
            .background(bubbleFill(for: message.sender))
            .clipShape(RoundedRectangle(cornerRadius: 12))
          // ↓ rule:color-scheme reason:contrast severity:medium kind:foreground
            .foregroundStyle(bubbleInk(for: message.sender))
    }

    private func bubbleFill(for sender: CrewMessage.Sender) -> Color {
        switch sender {
        case .me:
            Color(red: 0.05, green: 0.3, blue: 0.55)
        case .crew, .harbourMaster:
            Color(.secondarySystemBackground)
        case .system:
            .clear
        }
    }

    private func bubbleInk(for sender: CrewMessage.Sender) -> Color {
        switch sender {
        case .me, .system:
            .white
        case .crew:
            .primary
        case .harbourMaster:
            .secondary
        }
    }
}

struct CrewMessage {
    enum Sender { case me, crew, harbourMaster, system }

    var text: String
    var sender: Sender
}
