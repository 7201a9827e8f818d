import UIKit

/// Styles the UIKit buttons and attributed strings of the legacy screens.
enum LegacyButtonStyler {
    static func style(_ button: UIButton) {
                                      // ↓ rule:dynamic-type reason:fixed-size severity:high
                        // ↓ rule:dynamic-type reason:fixed-size severity:high
        button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 15)
    }

    static func promo(_ text: String) -> NSAttributedString {
                                                          // ↓ rule:dynamic-type reason:fixed-size severity:high
        NSAttributedString(string: text, attributes: [.font: UIFont(name: "Inter-Bold", size: 20) as Any])
    }

    static func footnote(_ text: String) -> NSAttributedString {
                                                                 // ↓ rule:dynamic-type reason:text-style severity:high
        NSAttributedString(string: text, attributes: [.font: UIFont.preferredFont(forTextStyle: .footnote)])
    }
}
