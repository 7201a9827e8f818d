/// A number or string in a colour's construction, as far as its file shows it (`0x9A`, `red / 255.0`, a hex
/// string constant defined in another file).
indirect enum ScalarTerm: Sendable, Hashable {
    case number(Double)
    case text(String)
    /// A parameter of the definition being read.
    case parameter(String)
    /// A constant defined elsewhere (`Config.backgroundHex`, `Metrics.dimming`).
    case token(SymbolReference)
    /// `a + b`, `a - b`, `a * b`, `a / b`.
    case arithmetic(Character, ScalarTerm, ScalarTerm)
    /// Alternatives (a ternary): every value is possible.
    case choice([ScalarTerm])
    /// Known only at run time.
    case opaque
}

/// How a colour's components are given.
enum ColorModel: String, Sendable, Hashable {
    /// Red, green, blue.
    case rgb
    /// One grey level.
    case white
    /// Hue, saturation, brightness.
    case hsb
}

/// What a colour that is not fixed is, for messages and for the rule's decisions.
struct AdaptiveColor: Sendable, Hashable {
    /// What it is: `system hue .red`, `semantic .label`, `asset "Brand"`, `a material`, `an image`.
    var what: String
    /// Whether it is chosen by the light or dark appearance (a dynamic provider, a value chosen on the colour
    /// scheme): a definition any of whose values follows the appearance follows it as a whole.
    var followsAppearance = false
}

/// A colour expression as its file shows it; names defined elsewhere stay symbolic until ``ColorEvaluator``
/// resolves them through the index of every file.
indirect enum ColorTerm: Sendable, Hashable {
    /// `Color(red:green:blue:)`, `UIColor(white:alpha:)`, `Color(hue:saturation:brightness:)`.
    case components(ColorModel, [ScalarTerm], alpha: ScalarTerm)
    /// A hex initialiser (`Color(hex: "#1A1C1E")`, `UIColor(hex: 0x1A1C1E)`).
    case hex(ScalarTerm)
    /// `.white`, `.black` and other named fixed colours.
    case fixed(RGBA, String)
    /// A colour that follows the appearance or cannot be paired with a number: semantic, asset, system hue,
    /// accent, material, a dynamic provider, a value chosen on the colour scheme.
    case adaptive(AdaptiveColor)
    /// `.clear`: not a colour for this rule.
    case clear
    /// A token: `Palette.brand`, `.haPrimary` on `Color`, `theme.colors.accent`, a property of the enclosing type.
    case token(SymbolReference)
    /// A token function called with arguments (`srgb(0x00, 0x9A, 0xC7)`, `AppTheme.color(for: .accent)`).
    case applied(SymbolReference, arguments: [ColorArgument])
    /// A parameter of the function being read; `fallback` is its default value.
    case parameter(String, fallback: ColorTerm?)
    /// A member of a colour, found in an extension of a colour type (`uiColor.swiftUI`, `.lighter()`).
    case member(ColorTerm, name: String)
    /// A colour at an opacity (`.opacity(0.5)`, `.withAlphaComponent(0.2)`, `.secondary`).
    case opacity(ColorTerm, ScalarTerm)
    /// Alternatives (a ternary, an `if`, a `switch`, `??`): `key` names the condition, so that two colours chosen by
    /// the same condition in the same type are paired alternative by alternative.
    case choice(key: String?, [ColorTerm])
    /// The value a body returns in one case of a `switch` (`branch` names the case's pattern; nil for `default`, which
    /// takes every pattern but the `excluded` ones its switch lists): paired with the values other colours return in the
    /// same case of a switch on the same value. The value is the argument a parameter `subject` is bound to when the
    /// definition is called, else the subject as written in the definition's type (`key`).
    case switchCase(key: String, subject: String, branch: Int?, excluded: [Int], ColorTerm)
    /// A gradient: every stop lies behind some of the text, the worst decides.
    case gradient([ColorTerm])
    /// A view that is not a colour (an image, a video, a component): behind text, it is paired with it.
    case view(String)
    /// A value known only at run time (a stored property set elsewhere, a closure's parameter).
    case runtime(String)
    /// An element of a collection, named `name` by the closure it is handed to (`metric` in `ForEach(metrics) { metric
    /// in … }`): its members are read through the collection's element type; the element itself is what the code supplies.
    case element(of: ColorTerm, name: String)
    /// A value the callers of a component supply (a stored property or a parameter without a default).
    case supplied(String)
    /// What the callers of a helper function of the type pass for one of its parameters (by label, or by position
    /// when it has none).
    case passed(SymbolReference, label: String?, position: Int)
    /// A name SwiftUI declares only on `ShapeStyle`, read as a `Color` (`Color.background`, `.accentColor(.background)`):
    /// the app's own token when it declares one, else the builtin style.
    case shadowed(SymbolReference, builtin: ColorTerm)
    /// A view modifier of the app (`.cardStyle()` in an extension of `View`, or the type applied by `.modifier(Card())`):
    /// the backgrounds its body sets behind the view it modifies, its colour parameters bound to the arguments given.
    case viewModifier(SymbolReference, arguments: [ColorArgument])
    /// The background a button style draws behind its label (`.buttonStyle(.primary)`, `.buttonStyle(BrandStyle())`),
    /// found in the style's `makeBody`; written in `scope`.
    case buttonStyle(SymbolReference)
    /// A property read in its own observer (`var ink = UIColor.white { didSet { label.textColor = ink } }`): the
    /// observer runs only when the property is set, so it shows the values the scanned code assigns it
    /// (`badge.ink = Palette.accent`), or `initial` (the declared default) when no code sets it.
    case observed(ColorTerm, owner: String, name: String)
}

/// An argument of a token function call, read both as a colour and as a number or string.
struct ColorArgument: Sendable, Hashable {
    var label: String?
    var color: ColorTerm
    var scalar: ScalarTerm
    /// The argument as written, with the type it is written in (what a switch on it is keyed by).
    var written = ""
}

extension ColorTerm {
    /// Whether the term is decided without the index and holds no fixed colour: such a colour is not a site.
    var isPlainlyNotFixed: Bool {
        switch self {
        case .adaptive, .clear, .view, .runtime, .supplied, .element: true
        case .parameter(_, nil): true
        case let .choice(_, terms), let .gradient(terms): terms.allSatisfy(\.isPlainlyNotFixed)
        case let .opacity(term, _), let .switchCase(_, _, _, _, term): term.isPlainlyNotFixed
        default: false
        }
    }

    /// Whether the term is `.clear` (a background of `.clear` is no background).
    var isClear: Bool {
        switch self {
        case .clear: true
        case let .opacity(term, _), let .member(term, _): term.isClear
        default: false
        }
    }
}
