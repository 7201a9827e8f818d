import SwiftUI

/// The message shown when the import is still running after five minutes.
///
/// A toast only seen on screen would pass a VoiceOver user by, so the same text is announced.
struct SyncToast: View {
    static let timeoutMessage = "Still importing. This carries on in the background, so you can start using Stride."

    @Environment(\.onboardingTheme) private var theme
    let message: String

    var body: some View {
        Label {
            Text(message)
                .font(Typography.toast)
                .fixedSize(horizontal: false, vertical: true)
        } icon: {
            Image(systemName: "arrow.triangle.2.circlepath")
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: theme.cornerRadius))
        .padding(.horizontal)
        .onAppear {
            VoiceOverAnnouncer.announce(message)
        }
    }
}
