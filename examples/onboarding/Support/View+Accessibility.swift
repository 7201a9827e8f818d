import SwiftUI

extension View {
    /// Marks the view as a heading, so the rotor's Headings list jumps to it.
    func pageHeading() -> some View {
        accessibilityAddTraits(.isHeader)
    }

    /// Hides a purely decorative view from VoiceOver; the text next to it says everything.
    func decorative() -> some View {
        accessibilityHidden(true)
    }
}
