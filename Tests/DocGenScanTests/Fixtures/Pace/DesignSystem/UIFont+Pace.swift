import UIKit

extension UIFont {
    /// Body text of the UIKit screens: the brand face, scaled by the font metrics of the body style.
                                                                          // ↓ rule:dynamic-type reason:font-metrics severity:high
    static let paceBody = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Inter-Regular", size: 17)!)
    /// Captions of the UIKit screens: still a fixed size.
                                 // ↓ rule:dynamic-type reason:fixed-size severity:high
    static let paceCaption = UIFont.systemFont(ofSize: 12)
}
