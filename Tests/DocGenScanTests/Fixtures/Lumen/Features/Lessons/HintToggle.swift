import SwiftUI

/// Lesson hints: the toggle animates the views its state inserts, so the verdict follows their transitions and
/// where they are laid out (over a button, nothing else moves; in the stack, the views below move).
struct LessonHints: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showHint = false
    @State private var showDetails = false
    @State private var showTip = false
    @State private var showMore = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Hint") {
             // ↓ reason:neutralised-effects severity:high curve:spring effects:directional,move,opacity
                            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                withAnimation(.spring(response: 0.4)) {
                    showHint.toggle()
                }
            }
            // Laid over the button: showing the hint moves nothing else.
            .overlay(alignment: .bottom) {
                if showHint {
                    HintCard()
                      // ↓ reason:reduced-animation severity:high effects:directional,move
                        .transition(reduceMotion ? .opacity : .move(edge: .bottom))
                }
            }
            Button("Details") {
             // ↓ reason:exempt-opacity severity:low curve:spring effects:opacity
                withAnimation(.snappy) {
                    showDetails.toggle()
                }
            }
            .background {
                if showDetails {
                    LessonDetails()
                }
            }
            Button("More details") {
             // ↓ reason:unguarded severity:high curve:spring effects:size,opacity
                withAnimation(.snappy) {
                    showMore.toggle()
                }
            }
            // Inserted into the stack: the buttons below it move down.
            if showMore {
                LessonDetails()
            }
            Button("Tip of the day") {
             // ↓ reason:unguarded severity:high curve:ease effects:directional,move,size
                            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                withAnimation(.easeOut(duration: 0.3)) {
                    showTip = true
                }
            }
            if showTip {
                TipBanner()
                  // ↓ reason:unguarded severity:high effects:directional,move
                    .transition(.move(edge: .top))
            }
        }
    }
}
