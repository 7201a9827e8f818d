import UIKit

/// The artwork's colour behind the player deck, styled by the person's theme; plain black for an episode without
/// artwork (a file the person imported).
enum DeckColors {
    static func deckBackground(for artwork: DeckArtwork? = DeckSession.shared.artwork) -> UIColor {
        guard let tint = artwork?.dominantTint else { return UIColor.black }

        return DeckThemePalette.background(tint: tint)
    }
}

enum DeckThemePalette {
    static func background(tint: UIColor, theme: DeckTheme = DeckTheme.current) -> UIColor {
        switch theme {
        case .day:
            return tint.withAlphaComponent(0.4)
        case .night:
            return tint.withAlphaComponent(0.8)
        }
    }
}

enum DeckTheme {
    case day, night

    static var current: DeckTheme = .day
}

struct DeckArtwork {
    var dominantTint: UIColor?
}

final class DeckSession {
    static let shared = DeckSession()
    var artwork: DeckArtwork?
}

extension DeckColors {
    /// The artwork's accent for an active control, lightened for the dark deck; white for an episode without artwork.
    static func activeControl(for artwork: DeckArtwork? = DeckSession.shared.artwork) -> UIColor {
        guard let tint = artwork?.dominantTint else { return UIColor.white }

        return DeckThemePalette.background(tint: tint)
    }
}
