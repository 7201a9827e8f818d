import SwiftUI

/// The design system's round icon button for sheet headers. Its picture is drawn by a view property, either a
/// system symbol or a pattern glyph from the asset catalogue; the button takes no title, so each caller names it.
public struct SpoolIconButton: View {
    public enum Glyph {
        case symbol(String)
        case pattern(String)
    }

    private let glyph: Glyph
    private let action: () -> Void

    public init(glyph: Glyph, action: @escaping () -> Void) {
        self.glyph = glyph
        self.action = action
    }

    public var body: some View {
     // ↓ rule:voiceover reason:unlabelled-button severity:high
        Button(action: action) {
            glyphView
                .padding(8)
        }
        .buttonStyle(.plain)
    }

    // The images are part of the button's label: the button is the site, judged at each call.
    private var glyphView: some View {
        Group {
            switch glyph {
            case let .symbol(name):
                Image(systemName: name)
                    .resizable()
                    .frame(width: 16, height: 16)
            case let .pattern(name):
                Image(name)
            }
        }
    }
}
