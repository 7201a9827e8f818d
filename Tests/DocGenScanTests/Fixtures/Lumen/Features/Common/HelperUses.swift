import SwiftUI

/// Screens that use the shared helpers: calls of a helper that guards are judged through it.
struct LessonDetail: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showNotes = false
    @State private var showHint = false
    @State private var showQuiz = false
    @State private var liked = false

    var body: some View {
        VStack {
            if showNotes {
                NotesPanel()
                  // ↓ reason:safe-wrapper(fadeTransition) severity:low
                    .fadeTransition()
            }
            if showHint {
                HintBubble()
                  // ↓ reason:safe-wrapper(riseTransition) severity:medium
                    .riseTransition(reduceMotion: reduceMotion)
            }
            if showQuiz {
                QuizTeaser()
                  // ↓ reason:unguarded severity:medium kind:riseTransition
                    .riseTransition(reduceMotion: false)
                QuizTeaser()
                    .slideUpTransition()
            }
         // ↓ rule:voiceover reason:unsaid-state severity:medium
            Image(systemName: liked ? "heart.fill" : "heart")
                .springResponse(to: liked)
        }
    }
}
