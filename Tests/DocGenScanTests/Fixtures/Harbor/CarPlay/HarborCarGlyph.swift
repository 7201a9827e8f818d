import CarPlay
import UIKit

/// The glyphs the car screens draw, from the design system's symbol set: a helper in a file of its own.
enum HarborCarGlyph: String {
    case tick, anchor, compass, fuel, pageBack, pageForward, microphone, replay, question

    func carImage() -> UIImage {
        UIImage(systemName: rawValue) ?? UIImage()
    }
}
