/// Why a motion-spec site got its verdict: how its duration, its repetition or its curve compares with the
/// team's motion specification.
public enum MotionSpecReason: RuleReason {
    /// A duration inside the allowed range.
    case inRange
    /// A duration of zero: no animation (the Reduce Motion fallback, an instant change).
    case noAnimation
    /// A repeating opacity, brightness or colour change at most three times a second.
    case slowRepeat
    /// A curve or token the configuration allows.
    case allowedCurve
    /// A duration below the allowed range.
    case tooShort
    /// A duration above the allowed range.
    case tooLong
    /// A repeating opacity, brightness or colour change more than three times a second.
    case flashing
    /// A curve (named) the configuration does not list.
    case curveNotAllowed(String)
    /// A duration (or a repeating animation's cycle) that cannot be known from the code, with the name holding it.
    case unknownDuration(String)

    /// Every reason, in the order the documentation lists them.
    public static let allCases: [MotionSpecReason] = [
        .inRange, .noAnimation, .slowRepeat, .allowedCurve, .tooShort, .tooLong, .flashing, .curveNotAllowed(placeholder),
        .unknownDuration(placeholder),
    ]

    public var name: String {
        switch self {
        case .inRange: "in-range"
        case .noAnimation: "no-animation"
        case .slowRepeat: "slow-repeat"
        case .allowedCurve: "allowed-curve"
        case .tooShort: "too-short"
        case .tooLong: "too-long"
        case .flashing: "flashing"
        case .curveNotAllowed: "curve-not-allowed"
        case .unknownDuration: "unknown-duration"
        }
    }

    public var subject: String? {
        switch self {
        case let .curveNotAllowed(name), let .unknownDuration(name): name
        default: nil
        }
    }

    public var meaning: String {
        switch self {
        case .inRange: "a duration inside the allowed range (0.2–0.5 s by default)"
        case .noAnimation: "a duration of 0: no animation (the Reduce Motion fallback, an instant change)"
        case .slowRepeat: "a repeating opacity, brightness or colour change at most 3 times a second"
        case .allowedCurve: "a curve or token the configuration lists under curves"
        case .tooShort: "a duration below the allowed range: fail"
        case .tooLong: "a duration above the allowed range: fail"
        case .flashing: "a repeating opacity, brightness or colour change more than 3 times a second: a flash risk (WCAG 2.3.1): fail"
        case .curveNotAllowed: "a curve the configuration does not list under curves: fail"
        case .unknownDuration: "a duration only known when the app runs, or a constant not in the scanned code: verdict unknown"
        }
    }

    public var verdict: Verdict {
        switch self {
        case .inRange, .noAnimation, .slowRepeat, .allowedCurve: .pass
        case .tooShort, .tooLong, .flashing, .curveNotAllowed: .fail
        case .unknownDuration: .unknown
        }
    }
}
