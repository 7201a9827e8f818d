import SwiftUI

/// Toasts use the motion palette, which already follows Reduce Motion.
struct ToastBanner: View {
    @Environment(\.motionPalette) private var motion
    @State private var visible = false
    let text: String

    var body: some View {
        VStack {
            if visible {
                Text(text)
                    .padding(12)
                  // ↓ reason:reduced-animation severity:high effects:directional,move,opacity
                    .transition(motion.banner)
            }
        }
        .onAppear {
         // ↓ reason:nil-token(pageTurn) severity:high curve:spring
            withAnimation(motion.pageTurn) {
                visible = true
            }
        }
    }
}
