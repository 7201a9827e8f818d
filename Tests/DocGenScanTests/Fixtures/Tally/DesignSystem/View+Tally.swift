import SwiftUI

extension View {
    /// A section heading: the section font, announced as a heading.
    func tallySectionHeading() -> some View {
        accessibilityAddTraits(.isHeader)
    }

    /// A list row read as one sentence.
    func tallyRowElement() -> some View {
        accessibilityElement(children: .combine)
    }
}

extension View {
    /// Makes any view a plain button: the view becomes the button's label.
    func tallyTappable(_ action: @escaping () -> Void) -> some View {
        Button(action: action) {
            self
        }
        .buttonStyle(.plain)
    }
}
