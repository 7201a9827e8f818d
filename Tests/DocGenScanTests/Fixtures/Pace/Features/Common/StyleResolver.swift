import SwiftUI

/// Text styles picked at run time, and styled strings.
struct StyledCaption: View {
    let style: Font.TextStyle
    let text: String

    var body: some View {
        VStack {
            Text(text)
              // ↓ rule:dynamic-type reason:text-style severity:high
                .font(.system(style, design: .rounded))
            Text(highlighted)
        }
    }

    private var highlighted: AttributedString {
        var string = AttributedString(text)
            // ↓ rule:dynamic-type reason:text-style severity:high
        string.font = .body.bold()
        var badge = AttributedString(" NEW")
                   // ↓ rule:dynamic-type reason:fixed-size severity:high
           // ↓ rule:dynamic-type reason:fixed-size severity:high
        badge.font = .system(size: 10, weight: .heavy)
        return string + badge
    }
}
