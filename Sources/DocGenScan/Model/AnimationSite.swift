/// One place in Swift source that starts an animation, with its motion, severity and Reduce Motion verdict.
public struct AnimationSite: Sendable, Hashable, Codable {
    /// Stable identifier: `path:Enclosing.member:kind:ordinal`, unchanged when lines are added elsewhere.
    public var id: String
    /// The file, relative to the project root.
    public var file: String
    /// 1-based line of the animation's name.
    public var line: Int
    /// 1-based column of the animation's name.
    public var column: Int
    /// What starts the animation: an API such as `withAnimation`, or the name of a safe wrapper.
    public var kind: String
    /// The motion the animation shows, sorted.
    public var motion: [MotionTrait]
    /// How harmful the motion is for people who turned Reduce Motion on.
    public var severity: ScanSeverity
    /// Whether the site is safe under Reduce Motion: guarded in code or exempt by rule.
    public var guarded: Bool
    /// Why the site is judged the way it is.
    public var guardReason: GuardReason
    /// Whether the site only changes opacity or colour, which needs no guard by rule.
    public var exempt: Bool
    /// The enclosing declaration as `Type.member` (or `member` for top-level code).
    public var enclosing: String
    /// The source text of the animation's arguments (without trailing closures), whitespace collapsed.
    public var argument: String

    /// Creates a site.
    public init(id: String, file: String, line: Int, column: Int, kind: String, motion: [MotionTrait],
                severity: ScanSeverity, guarded: Bool, guardReason: GuardReason, exempt: Bool,
                enclosing: String, argument: String) {
        self.id = id
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.motion = motion
        self.severity = severity
        self.guarded = guarded
        self.guardReason = guardReason
        self.exempt = exempt
        self.enclosing = enclosing
        self.argument = argument
    }

    /// One line describing the site: `withAnimation spring in TestTakingView.body`.
    public var summary: String {
        let traits = motion.isEmpty ? "" : " " + motion.map(\.rawValue).joined(separator: ", ")
        return "\(kind)\(traits) in \(enclosing)"
    }
}

/// A kind of motion an animation shows.
public enum MotionTrait: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Repeats forever (`repeatForever`, `repeatCount = .infinity`, indefinite symbol effects, phase animators without trigger).
    case repeatForever = "repeat-forever"
    /// A spring timing curve (`spring`, `interpolatingSpring`, `bouncy`, `snappy`, `smooth`, spring tokens by name).
    case spring
    /// Rotation (`rotationEffect`, `rotation3DEffect`, `transform.rotation`, flips).
    case rotation
    /// A directional or asymmetric move (`.asymmetric` with a move, `.push(from:)`).
    case directional
    /// Movement: `move(edge:)`, `slide`, `offset`, position, frame or matched geometry changes.
    case move
    /// Scaling (`scaleEffect`, `.scale`, `transform.scale`).
    case scale
    /// Opacity (`opacity`, `alpha`, cross-dissolves).
    case opacity
    /// Colour (`foregroundStyle`, `backgroundColor`, `tint`, variable colour).
    case color

    /// Whether the trait moves something on screen.
    public var isMovement: Bool {
        switch self {
        case .rotation, .directional, .move, .scale: true
        case .repeatForever, .spring, .opacity, .color: false
        }
    }

    /// Orders traits as declared, most alarming first.
    public static func < (lhs: MotionTrait, rhs: MotionTrait) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// Severity levels of the Reduce Motion audit, most severe first.
public enum ScanSeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Repeats forever with movement.
    case critical
    /// Springs, directional or asymmetric moves, rotation.
    case high
    /// Other movement: slide, offset, scale, move.
    case medium
    /// Opacity or colour only.
    case low

    /// 0 for the most severe.
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// `critical < high`: sorts the most severe first.
    public static func < (lhs: ScanSeverity, rhs: ScanSeverity) -> Bool { lhs.rank < rhs.rank }
}
