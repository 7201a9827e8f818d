import SwiftUI

struct LikeButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var liked = false

    var body: some View {
     // ↓ rule:voiceover reason:unsaid-state severity:medium
        Image(systemName: liked ? "heart.fill" : "heart")
            .scaleEffect(liked ? 1.2 : 1)
          // ↓ reason:unguarded severity:high
                     // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
            .animation(.spring(response: 0.3), value: liked)
          // ↓ rule:voiceover reason:tap-without-button-trait severity:high
            .onTapGesture {
                if reduceMotion {
                    return
                }
                liked.toggle()
            }
            .onLongPressGesture { liked = false }
    }
}
