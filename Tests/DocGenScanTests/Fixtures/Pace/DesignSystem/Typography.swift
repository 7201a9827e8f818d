import SwiftUI

/// Pace's type scale. Most styles still carry the point sizes of the first design; the ones
/// moved to Dynamy Type are marked.
enum Typography {
    /// The big pace and distance figures.
                               // ↓ rule:dynamic-type reason:fixed-size severity:medium verdict:fail
    static let largeNumber = Font.system(size: 48, weight: .bold, design: .rounded)
    /// Screen titles.
                      // ↓ rule:dynamic-type reason:fixed-size severity:medium
    static let h1 = Font.system(size: 32, weight: .bold)
    /// Row labels and form fields.
                         // ↓ rule:dynamic-type reason:fixed-size severity:high
    static let label = Font.system(size: 15)
    /// Running text (a text style already).
    static let body = Font.body
    /// Captions in the brand typeface; `custom(_:size:)` scales with the body style.
                           // ↓ rule:dynamic-type reason:relative-custom-font severity:high verdict:pass
    static let caption = Font.custom("Inter-Regular", size: 13)
    /// Button titles in the brand typeface.
                          // ↓ rule:dynamic-type reason:relative-custom-font severity:high
    static let button = Font.custom("Inter-SemiBold", size: 17, relativeTo: .body)
    /// The legal footer: never scales.
                         // ↓ rule:dynamic-type reason:fixed-custom-font severity:high
    static let legal = Font.custom("Inter-Regular", fixedSize: 11)
}
