import SwiftUI

/// A symbol drawn on stroke by stroke: the option `.individually` is SwiftUI's own, and drawing a path is
/// movement, not a fade.
struct HarvestDoneMark: View {
    @State private var drawn = false

    var body: some View {
     // ↓ rule:voiceover reason:hidden severity:medium
        Image(systemName: "checkmark.circle")
            .accessibilityHidden(true)
          // ↓ reason:unguarded severity:critical effects:size
            .symbolEffect(.drawOn.individually, isActive: !drawn)
            .onAppear { drawn = true }
    }
}
