import UIKit

/// Colours snippet source; the font is whatever the editor passes in.
enum SnippetHighlighter {
    static func highlight(_ source: String, font: UIFont) -> NSAttributedString {
        let width = (source as NSString).size(withAttributes: [.font: font]).width
        let styled = NSMutableAttributedString(string: source, attributes: [
          // ↓ rule:dynamic-type reason:fixed-size severity:high
            .font: font,
            .foregroundColor: UIColor.label,
        ])
        styled.addAttribute(.kern, value: width > 300 ? 0 : 0.5, range: NSRange(location: 0, length: styled.length))
        return styled
    }
}
