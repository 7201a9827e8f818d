import SwiftUI
import UIKit

/// Headings in the studio's display face, scaled by a metric the modifier owns.
struct KilnHeading: ViewModifier {
  // ↓ rule:dynamic-type reason:scaled-metric severity:medium
    @ScaledMetric(relativeTo: .title) private var size: CGFloat = 26

    func body(content: Content) -> some View {
                   // ↓ rule:dynamic-type reason:scaled-metric severity:medium
             // ↓ rule:dynamic-type reason:scaled-metric severity:medium
        content.font(.custom("Recoleta-Bold", fixedSize: size))
    }
}

/// Captions in the display face at one fixed size, whatever the text setting.
struct KilnStamp: ViewModifier {
    private let size: CGFloat = 11

    func body(content: Content) -> some View {
                   // ↓ rule:dynamic-type reason:fixed-size severity:high
             // ↓ rule:dynamic-type reason:fixed-size severity:high
        content.font(.custom("Recoleta-Regular", fixedSize: size))
    }
}

extension UIFont {
    /// The bold title style, from the text style's descriptor: it keeps the style's size.
    static var kilnTitle: UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2).withSymbolicTraits(.traitBold)
            // ↓ rule:dynamic-type reason:text-style severity:medium
        return UIFont(descriptor: descriptor ?? UIFontDescriptor(), size: 0)
    }

    /// Serial numbers at a set size.
    static var kilnSerial: UIFont {
        let descriptor = UIFontDescriptor(name: "Menlo", size: 12)
            // ↓ rule:dynamic-type reason:fixed-size severity:high
        return UIFont(descriptor: descriptor, size: 12)
    }
}
