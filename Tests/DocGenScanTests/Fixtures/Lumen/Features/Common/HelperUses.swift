import SwiftUI

/// Screens that use the shared helpers: the calls are not sites, the helpers' own sites are judged through them
/// (one call passes `false` for the flag `riseTransition` guards with, so its transition fails).
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
                    .fadeTransition()
            }
            if showHint {
                HintBubble()
                    .riseTransition(reduceMotion: reduceMotion)
            }
            if showQuiz {
                QuizTeaser()
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
