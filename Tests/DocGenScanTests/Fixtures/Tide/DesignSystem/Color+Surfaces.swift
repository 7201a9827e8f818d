import SwiftUI

extension Color {
    /// The watch app's card colour: one dark grey in both appearances.
    static let background = Color(white: 0.13)
}
