import SwiftUI

/// Text styles applied through helpers, so call sites read like the design spec.
extension View {
    /// Section headers in lists: still a fixed size.
    func sectionHeaderStyle() -> some View {
           // ↓ rule:dynamic-type reason:fixed-size severity:high
     // ↓ rule:dynamic-type reason:fixed-size severity:high
        font(.system(size: 13, weight: .semibold))
            .textCase(.uppercase)
    }

    /// Footnotes: a text style.
    func footnoteStyle() -> some View {
     // ↓ rule:dynamic-type reason:text-style severity:high
        font(.footnote)
            .foregroundStyle(.secondary)
    }
}
