import SwiftUI

/// The onboarding flow: four pages in a paging `TabView`, the progress dots and the buttons.
///
/// Swiping between pages does not move VoiceOver, so each page change is announced with the new
/// page's title.
struct OnboardingFlow: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorSchemeContrast) private var contrast
    @State private var currentPage = OnboardingStep.welcome
    @State private var profile = Profile()
    let permissions: any PermissionCenter
    let sync: SyncController
    let onFinish: (Profile) -> Void

    var body: some View {
        VStack(spacing: 16) {
            TabView(selection: $currentPage) {
                WelcomePage(isCurrent: currentPage == .welcome)
                    .tag(OnboardingStep.welcome)
                ProfilePage(isCurrent: currentPage == .profile, profile: $profile)
                    .tag(OnboardingStep.profile)
                PermissionsPage(isCurrent: currentPage == .permissions, permissions: permissions)
                    .tag(OnboardingStep.permissions)
                SyncPage(isCurrent: currentPage == .sync, sync: sync)
                    .tag(OnboardingStep.sync)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .onChange(of: currentPage) { _, page in
                VoiceOverAnnouncer.announce(page.title)
            }
            ProgressIndicator(currentPage: currentPage.rawValue, pageCount: OnboardingStep.allCases.count)
            controls
                .padding(.horizontal, 24)
                .padding(.bottom, 16)
        }
        .environment(\.onboardingTheme, .resolved(for: contrast))
    }

    private var controls: some View {
        HStack {
            if currentPage != .sync {
                Button("Skip") { go(to: .sync) }
                    .font(Typography.button)
                    .accessibilityHint("Goes straight to importing your data. You can add a profile and permissions later in Settings.")
            }
            Spacer()
            Button(action: advance) {
                Text(currentPage.isLast ? "Get started" : "Continue")
                    .font(Typography.button)
                    .frame(minWidth: 120)
            }
            .buttonStyle(.borderedProminent)
        }
    }

    private func advance() {
        guard let next = currentPage.next else {
            onFinish(profile)
            return
        }
        go(to: next)
    }

    private func go(to step: OnboardingStep) {
        withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.3)) {
            currentPage = step
        }
    }
}
