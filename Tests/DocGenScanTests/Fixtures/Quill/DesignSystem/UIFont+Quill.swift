import UIKit

/// The journal's serif faces for UIKit screens.
extension UIFont {
    /// The entry body face, scaled with the body style: the base is made at its default size, then scaled.
    static func entryBody(weight: UIFont.Weight = .regular) -> UIFont {
                // ↓ rule:dynamic-type reason:font-metrics severity:high
                                                      // ↓ rule:dynamic-type reason:font-metrics severity:high
        let base = UIFont(name: "Georgia", size: 17) ?? .systemFont(ofSize: 17, weight: weight)
        return UIFontMetrics(forTextStyle: .body).scaledFont(for: base)
    }

    /// A face with tabular figures, kept for an export screen: nothing calls it, so no caller scales the size.
    static func tabularFigures(_ size: CGFloat) -> UIFont {
            // ↓ rule:dynamic-type reason:fixed-size severity:high
        UIFont.monospacedDigitSystemFont(ofSize: size, weight: .regular)
    }

    /// A caption face made at a fixed size, for the print layout only.
    static func printCaption() -> UIFont {
                // ↓ rule:dynamic-type reason:fixed-size severity:high
        let face = UIFont(name: "Georgia-Italic", size: 11)!
                 // ↓ rule:dynamic-type reason:fixed-size severity:high
        return face.withSize(11)
    }
}
