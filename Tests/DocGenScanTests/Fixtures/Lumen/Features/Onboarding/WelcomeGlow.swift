import SwiftUI

/// The soft glow behind the welcome logo: it breathes in colour, nothing moves.
struct WelcomeGlow: ViewModifier {
    @State private var glowing = false

    func body(content: Content) -> some View {
        content
            .shadow(color: .indigo.opacity(glowing ? 0.8 : 0.2), radius: 16)
          // ↓ reason:exempt-opacity severity:low verdict:exempt curve:repeat-forever,ease effects:color
          // ↓ rule:motion-spec reason:slow-repeat severity:high verdict:pass kind:flash
                     // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
            .animation(.easeInOut(duration: 1.6).repeatForever(autoreverses: true), value: glowing)
            .onAppear { glowing = true }
    }
}

extension View {
    func welcomeGlow() -> some View {
        modifier(WelcomeGlow())
    }
}

struct WelcomeLogo: View {
    var body: some View {
     // ↓ rule:voiceover reason:unlabelled-image severity:medium
        Image("LumenLogo")
            .welcomeGlow()
    }
}
