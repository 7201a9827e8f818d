import SwiftUI

/// Design-system components in their own file: what a caller's animated value does is what these do with the
/// parameter it is passed to.
struct HarvestChip: View {
    let title: String
    let selected: Bool

    var body: some View {
        Text(title)
            .padding(.horizontal, 10)
            .foregroundStyle(selected ? .primary : .secondary)
            .background(selected ? Color.accentColor.opacity(0.25) : Color.clear)
    }
}

struct HarvestMeter: View {
    let expanded: Bool

    var body: some View {
        Capsule()
            .frame(width: 120, height: 4)
            .offset(x: expanded ? 0 : -40)
    }
}

/// A count whose digits roll: the content transition on the animated chain is what the animation drives.
struct HarvestCounter: View {
    let remaining: Int

    var body: some View {
        Text("\(remaining)")
          // ↓ reason:unguarded severity:medium
            .contentTransition(.numericText(value: Double(remaining)))
            .foregroundStyle(remaining < 0 ? .red : .secondary)
          // ↓ reason:unguarded severity:high curve:spring effects:move,color
            .animation(.smooth, value: remaining)
    }
}
