import SwiftUI

/// Feedback on an answer: a wrong answer shakes, a right one wobbles the star.
struct AnswerFeedback: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shake: CGFloat = 0
    @State private var wobble = 0.0
    @State private var pop = false
    @State private var nudge = false

    var body: some View {
        VStack {
            AnswerField()
                .offset(x: reduceMotion ? 0 : shake)
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "star.fill")
                .rotationEffect(.degrees(reduceMotion ? 0 : wobble))
              // ↓ reason:neutralised-effects severity:high curve:spring effects:rotation
                .animation(.bouncy, value: wobble)
         // ↓ rule:voiceover reason:system-symbol severity:low
            Image(systemName: "sparkles")
                .scaleEffect(reduceMotion ? 1 : (pop ? 1.3 : 1))
                .offset(y: pop ? -12 : 0)
              // ↓ reason:unguarded severity:high curve:spring effects:offset,scale
                .animation(.snappy, value: pop)
            Text("Try again")
                .opacity(nudge ? 1 : 0.6)
                .offset(x: nudge && !reduceMotion ? 4 : 0)
              // ↓ reason:neutralised-effects severity:medium curve:ease effects:offset,opacity
                         // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                .animation(.easeInOut(duration: 0.3).repeatCount(3), value: nudge)
        }
    }

    func wrongAnswer() {
     // ↓ reason:neutralised-effects severity:medium curve:ease effects:offset
        withAnimation(.default.repeatCount(3, autoreverses: true)) {
            shake = 10
        }
    }
}
