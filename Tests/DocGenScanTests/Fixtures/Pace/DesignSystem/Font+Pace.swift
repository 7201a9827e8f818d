import SwiftUI

extension Font {
    /// Section titles: a text style with the brand weight.
    static let paceTitle = Font.title3.weight(.bold)
    /// Split times in a monospaced face, still a fixed size.
                            // ↓ rule:dynamic-type reason:fixed-size severity:high
    static let paceMono = Font.system(size: 14, design: .monospaced)
    /// Split times that follow Larger Text.
                                  // ↓ rule:dynamic-type reason:text-style severity:high
    static let paceMonoScaled = Font.system(.subheadline, design: .monospaced)
}
