/// Swift sources that several end-to-end tests verify audits against.
public enum SwiftFixtures {
    /// A SwiftUI view with two animations, both guarded against Reduce Motion: a repeating
    /// rotation behind `guard !reduceMotion else { return }` (line 13) and a spring behind a
    /// ternary (line 16).
    public static let guardedSpinner = """
    import SwiftUI

    struct Spinner: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @State private var spinning = false
        @State private var open = false

        var body: some View {
            Image(systemName: "circle.dotted")
                .rotationEffect(.degrees(spinning ? 360 : 0))
                .onAppear {
                    guard !reduceMotion else { return }
                    withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
                }
                .onTapGesture {
                    withAnimation(reduceMotion ? nil : .spring(response: 0.4, dampingFraction: 0.6)) { open.toggle() }
                }
        }
    }

    """
}
