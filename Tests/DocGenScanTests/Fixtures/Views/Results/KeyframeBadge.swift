import SwiftUI

struct BadgeValues {
    var scale = 1.0
    var angle = Angle.zero
}

struct KeyframeBadge: View {
    var body: some View {
     // ↓ rule:voiceover reason:system-symbol severity:low
        Image(systemName: "star.fill")
          // ↓ reason:unguarded severity:critical
            .keyframeAnimator(initialValue: BadgeValues(), repeating: true) { content, value in
                content
                    .scaleEffect(value.scale)
                    .rotationEffect(value.angle)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    CubicKeyframe(1.3, duration: 0.4)
                    CubicKeyframe(1.0, duration: 0.4)
                }
            }
    }
}
