/// Why a Reduce Motion site got its verdict: the rule's vocabulary, written in reports as `ternary`,
/// `safe-wrapper NAME`, `unguarded`, ….
public enum ReduceMotionReason: RuleReason {
    /// A ternary or `if` expression on a Reduce Motion read in the arguments yields no animation when it is on.
    case ternary
    /// An enclosing `if` runs the site only with Reduce Motion off.
    case enclosingIf
    /// An earlier `guard … else { return }` (or `if reduceMotion { return }`) in an enclosing body.
    case guardReturn
    /// The site sits in the `else` branch of a test for Reduce Motion.
    case elseBranch
    /// An `isActive:` argument turns the effect off when Reduce Motion is on (`paused:` stops a timeline).
    case activeFlag
    /// The site is in the body of a helper named in `safe_wrappers`, or calls one that no scanned file declares.
    case safeWrapper(String)
    /// The animation is a token (named: `Motion.standard`, `theme.animations.quick`) that is `nil` under Reduce Motion.
    case nilToken(String)
    /// Under Reduce Motion the animation falls back to a crossfade or a short non-spring curve, and nothing
    /// it drives still moves.
    case reducedAnimation
    /// The animation is not guarded, but every moving effect it drives is held at rest under Reduce Motion.
    case neutralisedEffects
    /// The animation is nil or `.none`, the transition `.identity`, or the duration zero; or a model's
    /// `withAnimation` sets state that no code outside the model reads: nothing moves.
    case noMotion
    /// The site only changes opacity or colour: exempt by rule.
    case exemptOpacity
    /// The animation is a token or helper argument that could not be resolved: the verdict is unknown.
    case unknownCurve
    /// Nothing keeps the motion from running under Reduce Motion.
    case unguarded
    /// The site is in a helper that guards through a parameter, but a caller (named `File.swift:line`) passes
    /// something that is not a Reduce Motion read: there it moves.
    case unguardedCall(String)

    /// Every reason, in the order the documentation lists them.
    public static let allCases: [ReduceMotionReason] = [
        .ternary, .enclosingIf, .elseBranch, .guardReturn, .activeFlag, .safeWrapper(placeholder), .nilToken(placeholder),
        .reducedAnimation, .neutralisedEffects, .noMotion, .exemptOpacity, .unknownCurve, .unguarded, .unguardedCall(placeholder),
    ]

    public var name: String {
        switch self {
        case .ternary: "ternary"
        case .enclosingIf: "enclosing-if"
        case .guardReturn: "guard-return"
        case .elseBranch: "else-branch"
        case .activeFlag: "active-flag"
        case .safeWrapper: "safe-wrapper"
        case .nilToken: "nil-token"
        case .reducedAnimation: "reduced-animation"
        case .neutralisedEffects: "neutralised-effects"
        case .noMotion: "no-motion"
        case .exemptOpacity: "exempt-opacity"
        case .unknownCurve: "unknown-curve"
        case .unguarded: "unguarded"
        case .unguardedCall: "unguarded-call"
        }
    }

    public var subject: String? {
        switch self {
        case let .safeWrapper(name), let .nilToken(name), let .unguardedCall(name): name
        default: nil
        }
    }

    public var meaning: String {
        switch self {
        case .ternary: "a conditional on Reduce Motion in the arguments yields no animation when it is on"
        case .enclosingIf: "an enclosing if runs the site only with Reduce Motion off"
        case .elseBranch: "the site is in the else branch of a test for Reduce Motion"
        case .guardReturn: "an earlier guard or if returns when Reduce Motion is on"
        case .activeFlag: "an isActive: argument switches the effect off (a paused: argument stops a timeline) under Reduce Motion"
        case .safeWrapper: "inside, or a call of, a helper named in safe_wrappers"
        case .nilToken: "a token that is nil under Reduce Motion"
        case .reducedAnimation: "a crossfade or short non-spring fallback under Reduce Motion, nothing moving"
        case .neutralisedEffects: "every moving effect is held at rest under Reduce Motion"
        case .noMotion: "nil, .none, .identity, a zero duration, or a model's state no other code reads: nothing moves"
        case .exemptOpacity: "opacity or colour only"
        case .unknownCurve: "a token or helper that cannot be resolved: verdict unknown"
        case .unguarded: "nothing keeps the motion from running: fail"
        case .unguardedCall: "the helper guards through a parameter, but the caller named passes no Reduce Motion read: fail"
        }
    }

    public var verdict: Verdict {
        switch self {
        case .exemptOpacity: .exempt
        case .unknownCurve: .unknown
        case .unguarded, .unguardedCall: .fail
        default: .pass
        }
    }
}
