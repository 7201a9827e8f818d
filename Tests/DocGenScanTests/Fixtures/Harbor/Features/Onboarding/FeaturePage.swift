import SwiftUI

/// A page of Harbor's onboarding: an illustration, a title and a sentence.
struct FeaturePage: View {
    let feature: HarborFeature

    var body: some View {
        VStack(spacing: 16) {
         // ↓ rule:voiceover reason:decorative severity:medium
            Image(decorative: feature.illustration)
                .resizable()
                .scaledToFit()
            Text(feature.title)
            Text(feature.detail)
        }
        .overlay(alignment: .topTrailing) {
         // ↓ rule:voiceover reason:unlabelled-image severity:low
            Image("Sparkle")
                .padding()
        }
    }
}
