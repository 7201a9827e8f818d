import SwiftUI

struct DockShortcut: Identifiable {
    let id: String
    let title: String
    let symbol: String
    var glyphColor: UIColor?
    var tint: Color?
    var isOutdated = false
}

enum DockLayout { case grid, list }

/// One shortcut of the dock, as a grid tile or a list row; the person picks its glyph colour and tint.
struct DockShortcutTile: View {
    let shortcut: DockShortcut
    let layout: DockLayout
    let run: () -> Void

    var body: some View {
     // ↓ rule:voiceover reason:labelled severity:high
        Button(action: run) {
            content
        }
        .accessibilityLabel(shortcut.title)
        .restyled { view in
            if layout == .grid {
                view.dockTileStyle(tint: shortcut.tint)
            } else {
                view.dockRowStyle(tint: shortcut.tint)
            }
        }
    }

    @ViewBuilder
    private var content: some View {
        if layout == .grid {
            glyph
        } else {
            HStack {
                Image(systemName: shortcut.symbol)
                  // ↓ rule:color-scheme reason:low-contrast severity:medium kind:foreground
                    .foregroundStyle(Color(uiColor: glyphColor))
                    .glyphWell(color: glyphColor)
                Text(shortcut.title)
            }
        }
    }

    private var glyph: some View {
        Image(systemName: shortcut.symbol)
          // ↓ rule:color-scheme reason:paired severity:medium kind:foreground
            .foregroundStyle(Color(uiColor: glyphColor))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var glyphColor: UIColor {
        if let chosen = shortcut.glyphColor {
            chosen
        } else {
            .white
        }
    }
}

/// A shortcut that shows a value, warning when the value is out of date.
struct DockReadingRow: View {
    let shortcut: DockShortcut

    var body: some View {
        Text(shortcut.title)
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay(alignment: .bottomTrailing) {
                if shortcut.isOutdated {
                 // ↓ rule:voiceover reason:labelled severity:low
                    Image(systemName: "exclamationmark.circle.fill")
                        .symbolRenderingMode(.palette)
                      // ↓ rule:color-scheme reason:paired severity:medium kind:foreground
                        .foregroundStyle(.black, .yellow)
                        .accessibilityLabel("Out of date")
                }
            }
            .dockRowStyle(tint: nil)
    }
}
