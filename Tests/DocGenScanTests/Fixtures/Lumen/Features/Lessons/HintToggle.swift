import SwiftUI

/// Lesson hints: the toggle animates the views its state inserts, so the verdict follows their transitions.
struct LessonHints: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showHint = false
    @State private var showDetails = false
    @State private var showTip = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Hint") {
             // ↓ reason:neutralised-effects severity:high curve:spring effects:move,opacity
                            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                withAnimation(.spring(response: 0.4)) {
                    showHint.toggle()
                }
            }
            if showHint {
                HintCard()
                  // ↓ reason:reduced-animation severity:medium effects:move
                    .transition(reduceMotion ? .opacity : .move(edge: .bottom))
            }
            Button("Details") {
             // ↓ reason:exempt-opacity severity:low curve:spring effects:opacity
                withAnimation(.snappy) {
                    showDetails.toggle()
                }
            }
            if showDetails {
                LessonDetails()
            }
            Button("Tip of the day") {
             // ↓ reason:unguarded severity:medium curve:ease effects:move
                            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                withAnimation(.easeOut(duration: 0.3)) {
                    showTip = true
                }
            }
            if showTip {
                TipBanner()
                  // ↓ reason:unguarded severity:medium effects:move
                    .transition(.move(edge: .top))
            }
        }
    }
}
