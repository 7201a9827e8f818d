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
    /// A token or value the scanner cannot resolve.
    case unknown

    var scales: Bool {
        switch self {
        case .textStyle, .relativeCustom, .scaledMetric, .fontMetrics: true
        case .fixed, .fixedCustom, .staticMetric, .metricOutsideView, .unknown: false
        }
    }

    /// Orders verdicts of alternatives: a fixed branch makes the whole fixed, an unknown one unknown.
    var weight: Int {
        switch self {
        case .fixed, .fixedCustom, .staticMetric, .metricOutsideView: 2
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
    /// A size read from a parameter of the token function being read (`.system(size: size)`).
    case parameter(String)
    /// Several possible fonts (a conditional): the worst decides.
    case either([FontTerm])
    /// A value supplied by callers or not readable.
    case opaque
}

/// An argument of a token function call, read as a size.
struct FontArgument: Sendable, Hashable {
    var label: String?
    var term: FontTerm
}
