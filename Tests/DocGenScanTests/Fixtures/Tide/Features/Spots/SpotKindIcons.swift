import SwiftUI
import UIKit

/// The icon colours of the spot kinds, taken in turn from a palette: most are system hues, one is the fixed navy.
private enum SpotKindPalette {
    private static let hues: [UIColor] = [.systemTeal, .tideNavy, .systemIndigo]

    static func hue(at position: Int) -> UIColor {
        hues[position % hues.count]
    }
}

/// A spot kind's icon in the palette's colour for its position, on no background of its own.
private struct SpotKindIcon: View {
    let symbol: String
    let hue: UIColor

    var body: some View {
     // ↓ rule:voiceover reason:system-symbol severity:low
        Image(systemName: symbol)
          // ↓ rule:color-scheme reason:system-background severity:medium kind:foreground
            .foregroundStyle(Color(uiColor: hue))
    }
}

struct SpotKindIcons: View {
    let symbols: [String]

    var body: some View {
        HStack {
            ForEach(Array(symbols.enumerated()), id: \.offset) { position, symbol in
                SpotKindIcon(symbol: symbol, hue: SpotKindPalette.hue(at: position))
            }
        }
    }
}
