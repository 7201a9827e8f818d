import DocGenCore

/// The Reduce Motion rule's documented severity rules; a site gets the highest severity among the rules
/// its motion matches (`medium` when none does).
enum MotionSeverityRule: String, Sendable, Hashable, CaseIterable {
    /// Repeats forever and moves: critical.
    case repeatForever = "repeat-forever"
    /// A spring-family curve that moves something: high.
    case spring
    /// Rotation: high.
    case rotation
    /// A directional or asymmetric move: high.
    case directional
    /// Other movement — slides, offsets, scale, size changes, or motion not classified: medium.
    case movement
    /// Opacity only, whatever the curve: low.
    case opacity
    /// Colour only, whatever the curve: low.
    case color

    /// The documentation of each rule, in order.
    static let descriptions: [SeverityRuleDescription] = [
        SeverityRuleDescription("repeat-forever", .critical, "repeats forever and moves (rotation, scale, offset, size, move)"),
        SeverityRuleDescription("spring", .high, "a spring or bouncy curve (spring, interpolatingSpring, bouncy, snappy, smooth, spring tokens) that moves something"),
        SeverityRuleDescription("rotation", .high, "rotation, rotation3DEffect, flips"),
        SeverityRuleDescription("directional", .high, "directional or asymmetric moves: .move(edge:), .slide, .push(from:), .asymmetric with a move"),
        SeverityRuleDescription("movement", .medium, "other movement: ease or linear slides, offsets, scale, size changes (frame, padding, progress bars), matched geometry, or motion not classified"),
        SeverityRuleDescription("opacity", .low, "opacity only, whatever the curve"),
        SeverityRuleDescription("color", .low, "colour only, whatever the curve"),
    ]

    var description: SeverityRuleDescription { Self.descriptions.first { $0.name == rawValue }! }

    /// Whether a site with this motion matches the rule.
    func matches(_ motion: Motion) -> Bool {
        let moving = motion.moves
        switch self {
        case .repeatForever: return moving && motion.curve.contains(.repeatForever)
        case .spring: return moving && motion.curve.contains(.spring)
        case .rotation: return motion.effects.contains(.rotation)
        case .directional: return motion.effects.contains(.directional)
        case .movement: return moving
        case .opacity: return !moving && motion.effects.contains(.opacity)
        case .color: return !moving && motion.effects.contains(.color)
        }
    }

    /// The severity of a motion under the rule's settings.
    static func severity(of motion: Motion, options: RuleOptions) -> Severity {
        allCases.filter { $0.matches(motion) }.map { options.severity(of: $0.description) }.min() ?? .medium
    }
}
