import SwiftSyntax

/// What an animation or transition argument evaluates to, as far as its own file shows it, without syntax:
/// builtin values are read at once, tokens defined elsewhere stay symbolic until the ``DefinitionIndex``
/// of every file resolves them.
indirect enum MotionTerm: Sendable, Hashable {
    /// A builtin value (`.spring(response: 0.3)`, `.move(edge: .bottom)`).
    case value(MotionValue)
    /// No animation: `nil`, `.none`, `.identity`, a zero duration.
    case none
    /// A conditional on Reduce Motion: what runs normally and what runs when it is on.
    case choice(normal: MotionTerm, reduced: MotionTerm)
    /// A conditional on a parameter of a token function (`reduceMotion ? nil : animation` with `reduceMotion` a parameter).
    case flag(parameter: String, polarity: Bool, whenSet: MotionTerm, otherwise: MotionTerm)
    /// Either of several values (a conditional on something else).
    case either([MotionTerm])
    /// A token to resolve: its path, and the builtin modifiers applied after it (`.delay(0.1)`, `.repeatForever()`).
    case token(TokenReference, modifiers: MotionValue)
    /// A parameter of the enclosing function: supplied by callers.
    case parameter(String)
    /// Several transitions combined (`.combined(with:)`, `.asymmetric`): effects add up.
    case combined([MotionTerm], directional: Bool)
    /// Something the scanner cannot read.
    case opaque
}

/// A builtin animation or transition value: its curve, duration and effects.
struct MotionValue: Sendable, Hashable {
    var curve: Set<CurveTrait> = []
    var effects: Set<EffectTrait> = []
    /// The duration when written (`duration: 0.2`, `linear(duration: 0.2)`, `.easeIn(0.15)`).
    var duration: Double?

    static let empty = MotionValue()

    func merged(with other: MotionValue) -> MotionValue {
        MotionValue(curve: curve.union(other.curve), effects: effects.union(other.effects), duration: other.duration ?? duration)
    }
}

/// A token a site names (a ``SymbolReference``), with the arguments of a token function's call: label, the
/// argument's own term, and its Reduce Motion polarity when it is a read (`reduceMotion: reduceMotion` → true).
struct TokenReference: Sendable, Hashable {
    var symbol: SymbolReference
    var arguments: [TokenArgument]

    var written: String { symbol.written }
}

/// An argument passed to a token function.
struct TokenArgument: Sendable, Hashable {
    var label: String?
    var term: MotionTerm
    var polarity: Bool?
    /// The literal `true`/`false` when the argument is one.
    var literal: Bool?
}
