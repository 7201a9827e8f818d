import SwiftUI

struct Heartbeat: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        if reduceMotion {
            Image(systemName: "heart.fill")
        } else {
            Image(systemName: "heart.fill")
              // ↓ reason:else-branch severity:critical
                .phaseAnimator([1.0, 1.2]) { content, phase in
                    content.scaleEffect(phase)
                }
        }
    }
}
