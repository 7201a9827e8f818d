import SwiftUI
import UIKit

struct ProgressRing: View {
    @State private var progress = 0.0

    var body: some View {
        Circle()
            .trim(from: 0, to: progress)
            .scaleEffect(progress)
            .onAppear(perform: fill)
    }

    private func fill() {
        guard UIAccessibility.isReduceMotionEnabled else {
         // ↓ reason:else-branch severity:medium
                        // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
            withAnimation(.easeOut(duration: 1)) {
                progress = 1
            }
            return
        }
        progress = 1
    }
}
