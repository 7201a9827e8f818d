import SwiftUI

/// Lumen's mascot idles on the home screen; the sway was reviewed and accepted.
struct MascotView: View {
    @State private var sway = false
    @State private var blink = false
    @State private var hop = false
    @State private var wave = false

    var body: some View {
        VStack {
         // ↓ rule:voiceover reason:unlabelled-image severity:medium
            Image("Mascot")
                .rotationEffect(.degrees(sway ? 2 : -2))
                // docgen:ignore reduce-motion: a 2° idle sway, approved in accessibility review ACC-112
              // ↓ reason:suppressed severity:critical verdict:exempt
                         // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
                .animation(.easeInOut(duration: 2).repeatForever(), value: sway)
         // ↓ rule:voiceover reason:unsaid-state severity:medium
            Image("MascotEyes")
                .opacity(blink ? 0 : 1)
              // ↓ reason:suppressed severity:low verdict:exempt
                         // ↓ rule:motion-spec reason:too-short severity:medium verdict:fail kind:duration
                .animation(.easeInOut(duration: 0.1), value: blink) // docgen:ignore reduce-motion: blinking eyes only fade
         // ↓ rule:voiceover reason:unlabelled-image severity:medium
            Image("MascotShadow")
                .offset(y: hop ? -20 : 0)
              // ↓ reason:suppressed severity:high verdict:exempt
                .animation(.bouncy, value: hop) // docgen:ignore reduce-motion: the hop only plays when the user taps the mascot
         // ↓ rule:voiceover reason:unlabelled-image severity:medium
            Image("MascotHand")
                .rotationEffect(.degrees(wave ? 20 : 0))
                // docgen:ignore reduce-motion
              // ↓ reason:unguarded severity:high
                .animation(.spring, value: wave)
        }
        // docgen:ignore reduce-motion: leftover from the old idle animation
        .onAppear {
            sway = true
        }
    }
}
