import SwiftUI

struct HopIcon: View {
    @State private var taps = 0

    var body: some View {
     // ↓ rule:voiceover reason:system-symbol severity:low
        Image(systemName: "hare")
          // ↓ reason:unguarded severity:medium
            .phaseAnimator([0.0, -10.0, 0.0], trigger: taps) { content, lift in
                content.offset(y: lift)
            }
          // ↓ rule:voiceover reason:tap-without-button-trait severity:high
            .onTapGesture { taps += 1 }
    }
}
