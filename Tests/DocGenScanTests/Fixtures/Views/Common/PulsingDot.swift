import SwiftUI

struct PulsingDot: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var pulse: CGFloat = 1

    var body: some View {
        Circle()
            .frame(width: 12, height: 12)
            .scaleEffect(pulse)
            .onAppear {
                guard !reduceMotion else { return }
             // ↓ reason:guard-return severity:critical
                            // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
                withAnimation(.easeInOut(duration: 0.8).repeatForever()) {
                    pulse = 1.4
                }
            }
    }
}
