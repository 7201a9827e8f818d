import SwiftUI

struct LoadingOverlayFixed: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isSpinning = false

    var body: some View {
     // ↓ rule:voiceover reason:system-symbol severity:low
        Image(systemName: "arrow.triangle.2.circlepath")
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
          // ↓ reason:enclosing-if severity:critical
                     // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            .onAppear {
                if !reduceMotion {
                    isSpinning = true
                }
            }
    }
}
