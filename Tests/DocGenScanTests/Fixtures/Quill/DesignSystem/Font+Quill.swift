import SwiftUI
import UIKit

/// The journal's type scale. Every token goes through one private helper that picks the reader's chosen face
/// and scales a base size with the text-size setting and the in-app zoom.
@MainActor
extension Font {
    private static let bodyBase = 17.0
    private static let captionBase = 12.0
    private static let stampBase = 10.0

    private static func journalFont(size: CGFloat, relativeTo style: TextStyle) -> Font {
        if JournalSettings.shared.prefersSerif {
                 // ↓ rule:dynamic-type reason:relative-custom-font severity:high
            return .custom("Newsreader", size: size, relativeTo: style)
        }
        if JournalSettings.shared.prefersRounded {
                 // ↓ rule:dynamic-type reason:font-metrics severity:high
            return .system(size: size, design: .rounded)
        }
             // ↓ rule:dynamic-type reason:font-metrics severity:high
        return .system(size: size)
    }

    private static func zoomed(_ base: CGFloat) -> CGFloat {
        UIFontMetrics.default.scaledValue(for: base * JournalSettings.shared.zoom)
    }

    public static var journalBody: Font {
        journalFont(size: zoomed(bodyBase), relativeTo: .body)
    }

    public static var journalCaption: Font {
        journalFont(size: zoomed(captionBase), relativeTo: .caption).weight(.medium)
    }

    /// Date stamps: the zoom applies, the text-size setting does not.
    public static var journalStamp: Font {
      // ↓ rule:dynamic-type reason:fixed-size severity:high
        .system(size: stampBase * JournalSettings.shared.zoom)
    }
}

/// The reader's choices in the app's settings.
final class JournalSettings {
    static let shared = JournalSettings()
    var prefersSerif = false
    var prefersRounded = false
    var zoom: CGFloat = 1
}
