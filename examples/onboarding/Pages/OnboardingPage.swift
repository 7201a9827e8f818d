import SwiftUI

/// The frame every onboarding page shares: a title, an explanation and the page's own content.
///
/// The title is a heading for VoiceOver's rotor. When the page becomes the current one, VoiceOver
/// focus moves to the title, instead of staying on the button pressed on the page before.
struct OnboardingPage<Content: View>: View {
    @AccessibilityFocusState private var isTitleFocused: Bool
    let step: OnboardingStep
    let isCurrent: Bool
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(step.title)
                    .font(Typography.pageTitle)
                    .pageHeading()
                    .accessibilityFocused($isTitleFocused)
                Text(step.explanation)
                    .font(Typography.body)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
                content
            }
            .padding(.horizontal, 24)
            .padding(.vertical, 32)
        }
        .onAppear { isTitleFocused = isCurrent }
        .onChange(of: isCurrent) { _, current in
            if current { isTitleFocused = true }
        }
    }
}
