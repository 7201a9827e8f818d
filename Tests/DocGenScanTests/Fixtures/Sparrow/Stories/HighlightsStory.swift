import SwiftUI

/// The year's highlights: the hero cover flies into its place in the list (both views share the namespace).
struct HighlightsStory: View {
    @Namespace private var coverSpace
    @State private var showList = false
    let covers: [String]

    var body: some View {
        ZStack {
            if showList {
                HighlightsList(covers: covers, coverSpace: coverSpace)
            } else {
                HighlightsHero(cover: covers.first ?? "", coverSpace: coverSpace)
            }
        }
        .onAppear {
         // ↓ reason:unguarded severity:medium effects:move,opacity
            withAnimation {
                showList = true
            }
        }
    }
}
