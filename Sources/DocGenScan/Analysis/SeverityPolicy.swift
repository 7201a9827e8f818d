/// The documented severity rules; a site gets the highest severity among the rules it matches.
public enum SeverityRule: String, Sendable, Hashable, CaseIterable {
    /// Repeats forever and moves (anything but opacity or colour): critical.
    case repeatForever = "repeat-forever"
    /// A spring timing curve: high.
    case spring
    /// Rotation: high.
    case rotation
    /// A directional or asymmetric move: high.
    case directional
    /// Other movement — slide, offset, scale, move, or motion not classified: medium.
    case movement
    /// Opacity only: low.
    case opacity
    /// Colour only: low.
    case color

    /// The default severity of the rule.
    public var defaultSeverity: ScanSeverity {
        switch self {
        case .repeatForever: .critical
        case .spring, .rotation, .directional: .high
        case .movement: .medium
        case .opacity, .color: .low
        }
    }

    /// What the rule matches, for documentation and help output.
    public var summary: String {
        switch self {
        case .repeatForever: "repeats forever with movement (rotation, scale, offset, move)"
        case .spring: "spring family: spring, interpolatingSpring, bouncy, snappy, smooth, spring tokens"
        case .rotation: "rotation, rotation3DEffect, flips"
        case .directional: "directional or asymmetric moves: .asymmetric with a move, .push(from:)"
        case .movement: "other movement: slide, offset, scale, move, matched geometry, or unclassified motion"
        case .opacity: "opacity only"
        case .color: "colour only"
        }
    }

    /// Whether a site with these traits matches the rule.
    func matches(_ traits: Set<MotionTrait>) -> Bool {
        let moving = MotionAnalyzer.isMoving(traits)
        switch self {
        case .repeatForever: return moving && traits.contains(.repeatForever)
        case .spring: return traits.contains(.spring)
        case .rotation: return traits.contains(.rotation)
        case .directional: return traits.contains(.directional)
        case .movement:
            return traits.contains(.move) || traits.contains(.scale)
                || (moving && traits.isDisjoint(with: [.spring, .rotation, .directional]))
        case .opacity: return !moving && traits.contains(.opacity)
        case .color: return !moving && traits.contains(.color)
        }
    }
}

/// The severity each rule assigns, overridable in `docgen.yml` (`scan: severity: {spring: medium}`).
public struct SeverityPolicy: Sendable, Hashable {
    /// Severity per rule; rules missing here use their default.
    public var severities: [SeverityRule: ScanSeverity] = [:]

    /// The default policy.
    public init() {}

    /// The severity of a rule under this policy.
    public func severity(of rule: SeverityRule) -> ScanSeverity {
        severities[rule] ?? rule.defaultSeverity
    }

    /// The highest severity among the rules the traits match (`medium` when none does).
    public func severity(for traits: Set<MotionTrait>) -> ScanSeverity {
        SeverityRule.allCases.filter { $0.matches(traits) }.map(severity(of:)).min() ?? .medium
    }
}
