/// The timing of an animation: how it moves through time, apart from what it changes.
public enum CurveTrait: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Repeats forever (`repeatForever`, `repeatCount = .infinity`, indefinite symbol effects, phase animators without trigger).
    case repeatForever = "repeat-forever"
    /// The spring family (`spring`, `interpolatingSpring`, `bouncy`, `snappy`, `smooth`, spring parameters).
    case spring
    /// An ease curve (`easeIn`, `easeOut`, `easeInOut`, `.default`, a timing curve).
    case ease
    /// A linear curve.
    case linear
    /// A design-system token or wrapper argument that could not be resolved to its definition.
    case unknown

    /// Orders traits as declared, most alarming first.
    public static func < (lhs: CurveTrait, rhs: CurveTrait) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// What an animation visibly changes.
public enum EffectTrait: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Rotation (`rotationEffect`, `rotation3DEffect`, `transform.rotation`, flips).
    case rotation
    /// A directional or asymmetric move (`.asymmetric` with a move, `.push(from:)`).
    case directional
    /// A move: `move(edge:)`, `slide`, `position`, matched geometry, a changing number rolling in place.
    case move
    /// An offset (`offset`, translations).
    case offset
    /// Scaling (`scaleEffect`, `.scale`, `transform.scale`).
    case scale
    /// A change of size or layout: `frame(width:height:)`, `padding`, a bar whose width follows state.
    case size
    /// Opacity (`opacity`, `alpha`, cross-dissolves, blur).
    case opacity
    /// Colour (`foregroundStyle`, `backgroundColor`, `tint`, variable colour).
    case color

    /// Whether the effect moves something on screen.
    public var isMovement: Bool {
        switch self {
        case .rotation, .directional, .move, .offset, .scale, .size: true
        case .opacity, .color: false
        }
    }

    /// Orders effects as declared, most alarming first.
    public static func < (lhs: EffectTrait, rhs: EffectTrait) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// The motion of an animation site: its curve and the effects it animates, each sorted.
public struct Motion: Sendable, Hashable, Codable {
    /// How it moves through time.
    public var curve: [CurveTrait]
    /// What it changes; empty when the scanner could not tell (counted as movement).
    public var effects: [EffectTrait]

    /// Creates a motion description; both lists are sorted and deduplicated.
    public init(curve: some Sequence<CurveTrait>, effects: some Sequence<EffectTrait>) {
        self.curve = Set(curve).sorted()
        self.effects = Set(effects).sorted()
    }

    /// Whether anything moves: a moving effect, or effects the scanner could not tell.
    public var moves: Bool { effects.isEmpty || effects.contains { $0.isMovement } }

    /// The traits as words: `spring, offset, opacity`.
    public var words: [String] { curve.map(\.rawValue) + effects.map(\.rawValue) }
}
