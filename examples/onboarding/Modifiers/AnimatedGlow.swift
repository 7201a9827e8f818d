import SwiftUI

/// A soft glow that pulses behind its content.
///
/// With Reduce Motion on, the glow is drawn once, at rest, and never animates; if the setting is
/// switched on while it pulses, the pulse stops.
struct AnimatedGlow: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.onboardingTheme) private var theme
    @State private var isGlowing = false
    var diameter: CGFloat

    func body(content: Content) -> some View {
        content
            .background {
                Circle()
                    .fill(RadialGradient(gradient: theme.glow, center: .center, startRadius: 0, endRadius: diameter / 2))
                    .frame(width: diameter, height: diameter)
                    .scaleEffect(isGlowing ? 1.15 : 0.95)
                    .opacity(isGlowing ? 0.9 : 0.5)
                    .accessibilityHidden(true)
            }
            .onAppear(perform: startGlowing)
            .onChange(of: reduceMotion) { _, reduced in
                if reduced { stopGlowing() } else { startGlowing() }
            }
    }

    private func startGlowing() {
        guard !reduceMotion else { return }
        withAnimation(.easeInOut(duration: 2.4).repeatForever(autoreverses: true)) { // docgen:ignore motion-spec: an ambient breath, 0.2 cycles a second; design kept it outside the 0.2–0.5 s transition range
            isGlowing = true
        }
    }

    private func stopGlowing() {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) {
            isGlowing = false
        }
    }
}

extension View {
    /// Puts a pulsing glow of `diameter` points behind the view.
    func animatedGlow(diameter: CGFloat) -> some View {
        modifier(AnimatedGlow(diameter: diameter))
    }
}
