import SwiftUI

/// Adds the sort and filter buttons to a dock list's toolbar. The toolbar is built in a local and returned type-erased,
/// so its buttons are met outside the view code that is walked; their labels are views of the app, judged by what
/// they show.
struct DockSortToolbar: ViewModifier {
    let title: String
    var showsToolbar = true
    @State private var showsSort = false
    @State private var showsFilter = false

    func body(content: Content) -> some View {
        guard showsToolbar else { return AnyView(content) }
        let result = content.toolbar {
            ToolbarItem(placement: .primaryAction) {
                // The row's text names it.
             // ↓ rule:voiceover reason:titled-by(DockActionRow) severity:high
                Button {
                    showsSort.toggle()
                } label: {
                    DockActionRow(icon: "arrow.up.arrow.down", title: title)
                        .padding(.leading, -8)
                }
            }
            ToolbarItem(placement: .secondaryAction) {
                // Only an icon: VoiceOver reads no name.
             // ↓ rule:voiceover reason:unlabelled-button severity:high
                Button {
                    showsFilter.toggle()
                } label: {
                    DockActionIcon(icon: "line.3.horizontal.decrease")
                }
            }
        }
        return AnyView(result)
    }
}
