import SwiftUI

/// A capsule tinted with its own text colour: coral on a faint coral when tracking is on, the secondary colour on a
/// faint grey when off. One condition chooses both, so they are paired branch by branch.
struct TrackingChip: View {
    let isOn: Bool

    var body: some View {
        Text(isOn ? "Tracking" : "Paused")
          // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
            .foregroundStyle(isOn ? TidePalette.coral : Color.secondary)
            .padding(.horizontal, 6)
          // ↓ rule:color-scheme reason:fixed-text severity:medium kind:background verdict:pass
            .background((isOn ? TidePalette.coral : Color.secondary).opacity(0.15), in: Capsule())
    }
}
