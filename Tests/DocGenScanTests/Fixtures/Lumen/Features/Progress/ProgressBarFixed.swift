import SwiftUI

/// The lesson bar after the fix: the fill jumps to its new width under Reduce Motion.
struct LessonProgressBarFixed: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let progress: Double

    var body: some View {
        GeometryReader { proxy in
            Capsule()
                .fill(Color.accentColor)
                .frame(width: proxy.size.width * progress)
        }
        .frame(height: 8)
      // ↓ reason:ternary severity:high curve:spring effects:size
                                      // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        .animation(reduceMotion ? nil : .spring(response: 0.6, dampingFraction: 0.9), value: progress)
    }
}

/// A ring that fills in; the fill is held at its final value under Reduce Motion, only the colour fades.
struct ScoreRing: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shown = false
    let score: Double

    var body: some View {
        Circle()
            .trim(from: 0, to: shown || reduceMotion ? score : 0)
            .stroke(shown ? Color.green : Color.gray, lineWidth: 6)
          // ↓ reason:neutralised-effects severity:medium curve:ease effects:size,color
                     // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
            .animation(.easeOut(duration: 0.8), value: shown)
            .onAppear { shown = true }
    }
}
