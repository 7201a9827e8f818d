import UIKit

/// The app's themed image view: it re-tints its picture when the theme changes. Screens make it in code or lay it
/// out in storyboards, and a deck icon refines it.
class HullIcon: UIImageView {
    var themeTint: UIColor = .label {
        didSet { tintColor = themeTint }
    }
}

/// A hull icon drawn a little smaller on the deck plans.
final class DeckIcon: HullIcon {}
