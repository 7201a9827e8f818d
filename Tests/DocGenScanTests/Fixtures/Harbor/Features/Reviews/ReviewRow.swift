import SwiftUI

/// A review: the author's avatar, a verified badge, the text.
struct ReviewRow: View {
    let review: Review

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
             // ↓ rule:voiceover reason:labelled severity:medium
                Image(review.avatarName)
                    .resizable()
                    .frame(width: 32, height: 32)
                    .clipShape(Circle())
                    .accessibilityLabel("\(review.author)'s picture")
                Text(review.author)
                // Combined without a label of its own: VoiceOver reads the badge by its symbol name.
             // ↓ rule:voiceover reason:system-symbol severity:low
                Image(systemName: "checkmark.seal.fill")
                    .foregroundStyle(.blue)
            }
            .accessibilityElement(children: .combine)
            Text(review.text)
        }
    }
}
