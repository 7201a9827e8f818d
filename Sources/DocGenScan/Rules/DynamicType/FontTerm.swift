import SwiftSyntax

/// How a font follows the Larger Text setting (the reason it gives: ``reason``).
enum FontScaling: Sendable, Hashable {
    /// A Dynamic Type text style (`.body`, `.system(.title)`, `UIFont.preferredFont(forTextStyle:)`).
    case textStyle
    /// `Font.custom(_:size:)` (it scales with the body style) or `Font.custom(_:size:relativeTo:)`.
    case relativeCustom
    /// A size read from an instance `@ScaledMetric` of a view, view modifier or dynamic property.
    case scaledMetric
    /// `UIFontMetrics(…).scaledFont(for:)`.
    case fontMetrics
    /// A fixed point size (`.system(size: 17)`, `UIFont.systemFont(ofSize:)`, `UIFont(name:size:)`).
    case fixed
    /// `Font.custom(_:fixedSize:)`.
    case fixedCustom
    /// A size read from a `static` `@ScaledMetric`: it never sees the environment and stays fixed.
    case staticMetric
    /// A size read from a `@ScaledMetric` declared outside a view, view modifier or dynamic property.
    case metricOutsideView
    /// A size of 1 pt or less written on a construction: a face carried to be given its size later (`UIFont(name:
    /// "Serif", size: 1)` kept as the reader's chosen family), never shown at that size.
    case placeholder
    /// The size of the font a `UIFont`/`Font` method is called on (`pointSize`): that font is judged where it is made.
    case keptSize
    /// A size copied from another font's `pointSize` (`UIFont.preferredFont(forTextStyle: .body).pointSize`): a number
    /// taken once, which stays when the text size changes later.
    case copiedSize
    /// A token or value the scanner cannot resolve.
    case unknown

    var scales: Bool {
        switch self {
        case .textStyle, .relativeCustom, .scaledMetric, .fontMetrics, .placeholder, .keptSize: true
        case .fixed, .fixedCustom, .staticMetric, .metricOutsideView, .copiedSize, .unknown: false
        }
    }

    /// Orders verdicts of alternatives: a fixed branch makes the whole fixed, an unknown one unknown.
    var weight: Int {
        switch self {
        case .fixed, .fixedCustom, .staticMetric, .metricOutsideView, .copiedSize: 2
        case .unknown: 1
        default: 0
        }
    }
}

/// What a font expression is, as far as its file shows it; names defined elsewhere stay symbolic.
indirect enum FontTerm: Sendable, Hashable {
    /// A builtin font: how it scales, its size when written, its text style when named.
    case value(FontScaling, size: Double?, style: String?)
    /// A token: `Typography.h1`, `theme.typography.body`, `.appTitle` on `Font`.
    case token(SymbolReference)
    /// A size read from a name (`.system(size: iconSize)`): a `@ScaledMetric` or a constant.
    case metric(SymbolReference, fallbackSize: Double?)
    /// A token function called with arguments (`.appNumber(32)`): its parameters take the arguments' terms.
    case applied(SymbolReference, arguments: [FontArgument])
    /// A size returned by a function of the project (`scaledSize(base: 17)`), its parameters bound to the arguments.
    case sizeCall(SymbolReference, arguments: [FontArgument])
    /// A value read from a parameter of the function being read (`.system(size: size)`): what its callers pass.
    case parameter(String)
    /// Several possible fonts (a conditional): the worst decides.
    case either([FontTerm])
    /// A size computed from several (`base * 1.2`, `min(a, b)`): it scales when one of them scales.
    case combined([FontTerm])
    /// A term read with the parameters of its function bound to what one caller passes.
    case bound(FontTerm, [String: FontTerm])
    /// A term whose function has no caller in its file: when no scanned file calls it at all, its number
    /// parameters (`sizes`) are raw point sizes that nothing scales.
    case uncalled(FontTerm, function: String, sizes: [String])
    /// A term whose function has no caller in its file and takes a font: the callers in other files (`Type.fn(…)` or
    /// `fn(…)` from the same type) bind its parameters.
    case fromCallers(FontTerm, function: String, owner: String, parameters: [FontParameter])
    /// A value supplied by callers or not readable.
    case opaque

    /// Whether the term reads a parameter of the function it is written in.
    var readsParameter: Bool {
        switch self {
        case .parameter: true
        case let .either(terms), let .combined(terms): terms.contains(where: \.readsParameter)
        case let .applied(_, arguments), let .sizeCall(_, arguments): arguments.contains { $0.size.readsParameter || $0.font.readsParameter }
        case .value, .token, .metric, .bound, .uncalled, .fromCallers, .opaque: false
        }
    }

    /// The term with the parameters in `bindings` replaced by their values.
    func substituting(_ bindings: [String: FontTerm]) -> FontTerm {
        guard !bindings.isEmpty else { return self }
        switch self {
        case let .parameter(name): return bindings[name] ?? self
        case let .either(terms): return .either(terms.map { $0.substituting(bindings) })
        case let .combined(terms): return .combined(terms.map { $0.substituting(bindings) })
        case let .applied(symbol, arguments): return .applied(symbol, arguments: arguments.map { $0.substituting(bindings) })
        case let .sizeCall(symbol, arguments): return .sizeCall(symbol, arguments: arguments.map { $0.substituting(bindings) })
        case .value, .token, .metric, .bound, .uncalled, .fromCallers, .opaque: return self
        }
    }
}

/// A parameter of a function whose callers are read in other files: its label, name, whether it takes a font or a
/// size, and its default value.
struct FontParameter: Sendable, Hashable {
    var label: String?
    var name: String
    var isFont: Bool
    var fallback: FontTerm?
}

/// An argument of a function call, read both as a size and as a font: which one the function's parameter takes
/// is known only from its declaration.
struct FontArgument: Sendable, Hashable {
    var label: String?
    var size: FontTerm
    var font: FontTerm

    func substituting(_ bindings: [String: FontTerm]) -> FontArgument {
        FontArgument(label: label, size: size.substituting(bindings), font: font.substituting(bindings))
    }

    /// The argument as the parameter of type `typeName` takes it.
    func term(for typeName: String?) -> FontTerm {
        typeName.map { FontTermBuilder.builtinFontTypes.contains($0) } == true ? font : size
    }
}
