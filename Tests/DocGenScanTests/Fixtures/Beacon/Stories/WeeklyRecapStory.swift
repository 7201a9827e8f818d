import SwiftUI

/// The weekly recap: three pages, each with its own clock.
struct WeeklyRecapStory: View {
    @StateObject private var intro = StoryClock(duration: StoryLengths.page)
    @StateObject private var chart = StoryClock(duration: StoryLengths.chart, curve: Animation.pageTurn(_:))
                                                                                            // ↓ rule:motion-spec reason:in-range severity:medium verdict:pass kind:duration
    @StateObject private var outro = StoryClock(duration: StoryLengths.outro, curve: Animation.easeOut(duration:))
    @State private var showsCaption = false

    var body: some View {
        VStack {
            ProgressView(value: intro.progress)
            ProgressView(value: chart.progress)
            ProgressView(value: outro.progress)
            Text("Your week")
                .opacity(showsCaption ? 1 : 0)
              // ↓ rule:reduce-motion reason:exempt-opacity severity:low verdict:exempt kind:animation
                .animation(.captionFade(over: 1.2), value: showsCaption)
        }
        .onAppear {
            intro.start()
            showsCaption = true
        }
    }
}
