import SwiftUI

/// Lesson progress: the fill grows with the learner's progress.
struct LessonProgressBar: View {
    let progress: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.2))
                Capsule()
                    .fill(Color.accentColor)
                    .frame(width: proxy.size.width * progress)
            }
        }
        .frame(height: 8)
      // ↓ reason:unguarded severity:high curve:spring effects:size
                 // ↓ rule:motion-spec reason:too-long severity:medium verdict:fail kind:duration
        .animation(.spring(response: 0.6, dampingFraction: 0.9), value: progress)
    }
}

/// The course overview bar: its width is computed from the completed lessons.
struct CourseProgressBar: View {
    @State private var completed = 0
    let total: Int

    private var fillWidth: CGFloat {
        CGFloat(completed) / CGFloat(max(total, 1)) * 240
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .frame(width: fillWidth, height: 6)
            .onReceive(NotificationCenter.default.publisher(for: .lessonCompleted)) { _ in
             // ↓ reason:unguarded severity:medium curve:ease effects:size
                            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
                withAnimation(.easeInOut(duration: 0.4)) {
                    completed += 1
                }
            }
    }
}
