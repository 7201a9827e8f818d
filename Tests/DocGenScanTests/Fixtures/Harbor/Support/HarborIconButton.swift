import SwiftUI

/// The design system's round icon button for sheet headers: it shows only its symbol and takes no label, so each
/// place that shows it must name it.
struct HarborIconButton: View {
    enum Symbol: String {
        case close = "xmark"
        case share = "square.and.arrow.up"
    }

    let symbol: Symbol
    let action: () -> Void

    var body: some View {
     // ↓ rule:voiceover reason:unlabelled-button severity:high
        Button(action: action) {
            icon
        }
        .buttonStyle(.plain)
    }

    private var icon: some View {
        Image(systemName: symbol.rawValue)
          // ↓ rule:dynamic-type reason:text-style severity:medium
            .font(.body.weight(.semibold))
            .padding(10)
            .background(Circle().fill(.thinMaterial))
    }
}
