import SwiftUI

/// Course cards: the selected card grows, the hovered one changes colour.
struct CourseCard: View {
    @State private var selected = false
    @State private var hovered = false
    let course: Course

    var body: some View {
        VStack(alignment: .leading) {
            Text(course.title)
            Text(course.subtitle)
        }
        .padding()
        .background(hovered ? Color.accentColor.opacity(0.15) : Color.clear)
      // ↓ reason:exempt-opacity severity:low curve:spring effects:color
        .animation(MotionTokens.springEasing, value: hovered)
        .scaleEffect(selected ? 1.04 : 1)
      // ↓ reason:unguarded severity:high curve:spring effects:scale
        .animation(MotionTokens.springEasing, value: selected)
        .onHover { hovered = $0 }
      // ↓ rule:voiceover reason:tap-without-button-trait severity:high
        .onTapGesture { selected.toggle() }
    }
}
