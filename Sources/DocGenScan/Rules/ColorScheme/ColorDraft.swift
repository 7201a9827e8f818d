/// What lies behind a foreground, as far as its body shows it.
indirect enum Backdrop: Sendable, Hashable {
    /// Nothing in the same body: the system background, which changes with the scheme.
    case system
    /// A colour, a fill, a gradient or a view, set on the line given.
    case layer(ColorTerm, line: Int)
    /// A UIKit view (named) whose containers are laid out in Interface Builder.
    case interfaceBuilder(String)
    /// One of several (a helper used in several places, a container set in several branches).
    case either([Backdrop])
    /// A button style's background (a ``ColorTerm/buttonStyle(_:)``), or `otherwise` when the style draws none.
    case styled(ColorTerm, line: Int, otherwise: Backdrop)
    /// The own view of a UIKit type (named by its path), whose background may be set in another file of the type (an
    /// extension): resolved when every file has been judged, the system background when no file of the type sets one.
    case typeRoot(String)

    /// Every alternative.
    var alternatives: [Backdrop] {
        if case let .either(all) = self { return all.flatMap(\.alternatives) }
        return [self]
    }
}

/// Text or a symbol in front of a fixed background, and the colour it is given.
struct ContentColor: Sendable, Hashable {
    /// The foreground set on it or on a container, nil when none is (it keeps the adaptive primary colour).
    var foreground: ColorTerm?
    /// The minimum ratio for it (text, large text, a symbol).
    var minimum: Double
}

/// A colour-scheme site as its file shows it.
struct ColorDraft: Sendable {
    enum Shape: Sendable {
        /// `.preferredColorScheme(…)`: whether it forces one appearance.
        case scheme(forced: Bool)
        /// A foreground colour (`.foregroundColor`, `.foregroundStyle`, `.tint`, `textColor =`, `tintColor =`,
        /// `setTitleColor`), what lies behind it and the minimum ratio for what it colours.
        case foreground(ColorTerm, behind: Backdrop, minimum: Double)
        /// A background colour (`.background`, `.listRowBackground`, `backgroundColor =`) and the text and symbols in
        /// front of it in its body; `components` when some of its content are components of their own; `primary` is
        /// the colour the adaptive primary takes when the body forces a colour scheme (`.environment(\.colorScheme, .dark)`).
        case background(ColorTerm, content: [ContentColor], components: Bool, primary: RGBA?)
        /// A tint the system fills a control with (a swipe action's `.tint`), with what it draws on it: a site only
        /// when the tint is fixed.
        case fill(ColorTerm, under: ColorTerm, line: Int, minimum: Double)
    }

    var shape: Shape
    /// The platform the site is compiled for (`#if os(watchOS)` around it): tokens are read in that platform's branches.
    var platform: String?
}
