import SwiftUI

struct Heartbeat: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        if reduceMotion {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "heart.fill")
        } else {
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "heart.fill")
              // ↓ reason:else-branch severity:critical
                .phaseAnimator([1.0, 1.2]) { content, phase in
                    content.scaleEffect(phase)
                }
        }
    }
}
