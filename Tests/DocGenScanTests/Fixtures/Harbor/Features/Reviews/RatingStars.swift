import SwiftUI

/// A boat's rating as five stars, read by VoiceOver as one sentence.
struct RatingStars: View {
    let rating: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...5, id: \.self) { star in
             // ↓ rule:voiceover reason:combined-element severity:medium
                Image(systemName: star <= rating ? "star.fill" : "star")
                    .foregroundStyle(.yellow)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rated \(rating) out of 5")
    }
}

/// The stars of the old review cards: five images VoiceOver reads one by one, by symbol name.
struct LegacyRatingStars: View {
    let rating: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...5, id: \.self) { star in
             // ↓ rule:voiceover reason:unsaid-state severity:medium
                Image(systemName: star <= rating ? "star.fill" : "star")
            }
        }
    }
}
