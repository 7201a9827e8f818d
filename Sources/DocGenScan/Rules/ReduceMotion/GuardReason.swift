/// Why a Reduce Motion site got its verdict: the rule's vocabulary, written in reports as `ternary`,
/// `safe-wrapper NAME`, `unguarded`, ….
enum GuardReason: Sendable, Hashable, CustomStringConvertible {
    /// A ternary or `if` expression on a Reduce Motion read in the arguments yields no animation when it is on.
    case ternary
    /// An enclosing `if` runs the site only with Reduce Motion off.
    case enclosingIf
    /// An earlier `guard … else { return }` (or `if reduceMotion { return }`) in an enclosing body.
    case guardReturn
    /// The site sits in the `else` branch of a test for Reduce Motion.
    case elseBranch
    /// An `isActive:` argument turns the effect off when Reduce Motion is on.
    case activeFlag
    /// The site calls a function, modifier or type whose own body applies a guard.
    case safeWrapper(String)
    /// The animation is a token (`Motion.standard`, `theme.animations.quick`) that is `nil` under Reduce Motion.
    case nilToken(String)
    /// Under Reduce Motion the animation falls back to a crossfade or a short non-spring curve, and nothing
    /// it drives still moves.
    case reducedAnimation
    /// The animation is not guarded, but every moving effect it drives is held at rest under Reduce Motion.
    case neutralisedEffects
    /// The site only changes opacity or colour: exempt by rule.
    case exemptOpacity
    /// The animation is a token or helper argument that could not be resolved: the verdict is unknown.
    case unknownCurve
    /// Nothing keeps the motion from running under Reduce Motion.
    case unguarded

    /// The reason as written in reports.
    var description: String {
        switch self {
        case .ternary: "ternary"
        case .enclosingIf: "enclosing-if"
        case .guardReturn: "guard-return"
        case .elseBranch: "else-branch"
        case .activeFlag: "active-flag"
        case let .safeWrapper(name): "safe-wrapper \(name)"
        case let .nilToken(name): "nil-token \(name)"
        case .reducedAnimation: "reduced-animation"
        case .neutralisedEffects: "neutralised-effects"
        case .exemptOpacity: "exempt-opacity"
        case .unknownCurve: "unknown-curve"
        case .unguarded: "unguarded"
        }
    }

    /// The verdict the reason gives.
    var verdict: Verdict {
        switch self {
        case .exemptOpacity: .exempt
        case .unknownCurve: .unknown
        case .unguarded: .fail
        default: .pass
        }
    }

    /// Every reason's written name, for documentation (`NAME` stands for a wrapper or token).
    static let documented: [(name: String, meaning: String)] = [
        ("ternary", "a conditional on Reduce Motion in the arguments yields no animation when it is on"),
        ("enclosing-if", "an enclosing if runs the site only with Reduce Motion off"),
        ("else-branch", "the site is in the else branch of a test for Reduce Motion"),
        ("guard-return", "an earlier guard or if returns when Reduce Motion is on"),
        ("active-flag", "an isActive: argument switches the effect off under Reduce Motion"),
        ("safe-wrapper NAME", "a helper whose own body guards"),
        ("nil-token NAME", "a token that is nil under Reduce Motion"),
        ("reduced-animation", "a crossfade or short non-spring fallback under Reduce Motion, nothing moving"),
        ("neutralised-effects", "every moving effect is held at rest under Reduce Motion"),
        ("exempt-opacity", "opacity or colour only"),
        ("unknown-curve", "a token or helper that cannot be resolved: verdict unknown"),
        ("unguarded", "nothing keeps the motion from running: fail"),
    ]
}
