import SwiftUI

/// The first page: the app icon with its glow, a headline and what Stride does.
struct WelcomePage: View {
    let isCurrent: Bool

    var body: some View {
        OnboardingPage(step: .welcome, isCurrent: isCurrent) {
            VStack(spacing: 24) {
                AppIcon()
                    .animatedGlow(diameter: 180)
                    .padding(.vertical, 24)
                Text("Every workout, one place")
                    .font(Typography.headline)
                    .accessibilityAddTraits(.isHeader)
                    .multilineTextAlignment(.center)
                VStack(spacing: 12) {
                    ForEach(Feature.highlights) { feature in
                        FeatureCard(feature: feature)
                    }
                }
            }
            .frame(maxWidth: .infinity)
        }
    }
}

/// The app's icon, read by VoiceOver as the app's name.
private struct AppIcon: View {
    var body: some View {
        Image("AppIconLarge")
            .resizable()
            .frame(width: 96, height: 96)
            .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
            .accessibilityLabel(Bundle.main.displayName)
    }
}
