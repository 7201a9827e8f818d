import SwiftUI

struct PulsingDotUnguarded: View {
    @State private var pulse: CGFloat = 1

    var body: some View {
        Circle()
            .scaleEffect(pulse)
            .onAppear {
             // ↓ reason:unguarded severity:critical
                            // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
                withAnimation(.easeInOut(duration: 0.8).repeatForever()) {
                    pulse = 1.4
                }
            }
    }
}
