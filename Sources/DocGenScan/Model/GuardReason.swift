/// Why a site is, or is not, safe under Reduce Motion.
public enum GuardReason: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A ternary or `if` expression on a Reduce Motion read in the arguments yields no motion when it is on.
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
    /// The animation argument uses an `Animation?` or `AnyTransition` token that is `nil` or a crossfade under Reduce Motion.
    case nilToken(String)
    /// The site only changes opacity or colour: exempt by rule.
    case exemptOpacity
    /// Nothing keeps the motion from running under Reduce Motion.
    case unguarded

    /// The reason as written in reports: `guard-return`, `safe-wrapper NAME`, `unguarded`.
    public var description: String {
        switch self {
        case .ternary: "ternary"
        case .enclosingIf: "enclosing-if"
        case .guardReturn: "guard-return"
        case .elseBranch: "else-branch"
        case .activeFlag: "active-flag"
        case let .safeWrapper(name): "safe-wrapper \(name)"
        case let .nilToken(name): "nil-token \(name)"
        case .exemptOpacity: "exempt-opacity"
        case .unguarded: "unguarded"
        }
    }

    /// Parses the written form back (`safe-wrapper NAME` and `nil-token NAME` included).
    public init?(_ text: String) {
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        switch (parts.first ?? "", parts.count > 1 ? parts[1] : nil) {
        case ("ternary", nil): self = .ternary
        case ("enclosing-if", nil): self = .enclosingIf
        case ("guard-return", nil): self = .guardReturn
        case ("else-branch", nil): self = .elseBranch
        case ("active-flag", nil): self = .activeFlag
        case let ("safe-wrapper", name?): self = .safeWrapper(name)
        case let ("nil-token", name?): self = .nilToken(name)
        case ("exempt-opacity", nil): self = .exemptOpacity
        case ("unguarded", nil): self = .unguarded
        default: return nil
        }
    }

    /// Encodes as the written form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes the written form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let reason = GuardReason(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown guard reason '\(text)'")
        }
        self = reason
    }
}
