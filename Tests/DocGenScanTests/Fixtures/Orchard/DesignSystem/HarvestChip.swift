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
