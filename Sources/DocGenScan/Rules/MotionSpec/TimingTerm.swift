import SwiftSyntax

/// The timing of a SwiftUI animation value, as far as its file shows it: its duration, whether it repeats
/// forever and reverses, its speed; tokens defined elsewhere stay symbolic until ``TimingEvaluator`` resolves them.
indirect enum TimingTerm: Sendable, Hashable {
    /// A builtin curve (`.easeInOut(duration: 0.1)`, `.linear`) with the modifiers written after it.
    case curve(duration: NumberTerm, modifiers: TimingModifiers)
    /// A token (`Motion.pulse`) with the modifiers written after it (`.repeatForever()`).
    case token(SymbolReference, modifiers: TimingModifiers)
    /// Either of several values (a conditional).
    case either([TimingTerm])
    /// No animation (`nil`).
    case none
    /// Something the scanner cannot read.
    case opaque(String)
}

/// Modifiers of an animation value that change its timing.
struct TimingModifiers: Sendable, Hashable {
    /// `repeatForever` (or `repeatCount(.infinity)`): nil when not written.
    var repeats: Bool?
    /// Whether a repetition plays back and forth (SwiftUI's default).
    var autoreverses = true
    /// `.speed(x)`, multiplied.
    var speed = 1.0

    /// These modifiers applied after `inner` ones.
    func after(_ inner: TimingModifiers) -> TimingModifiers {
        TimingModifiers(repeats: repeats ?? inner.repeats, autoreverses: repeats == nil ? inner.autoreverses : autoreverses,
                        speed: speed * inner.speed)
    }
}

/// Reads SwiftUI animation values into ``TimingTerm``s, with the curve names of ``MotionVocabulary``.
struct TimingTermBuilder {
    /// The path of the type the expression is written in.
    let scope: String
    /// The file it is written in (``NumberTermBuilder/file``).
    var file: ParsedFile?

    /// SwiftUI's durations when a curve names none: 0.35 s for the easing curves, a response of 0.55 s for springs.
    static let defaultDuration = 0.35
    static let defaultSpringResponse = 0.55

    func term(_ expression: ExprSyntax, depth: Int = 0) -> TimingTerm {
        guard depth < 10 else { return .opaque(expression.trimmedText) }
        if expression.isNilLike { return .none }
        switch ExprTree(expression) {
        case let .ternary(_, then, otherwise):
            return .either([tree(then, depth: depth + 1), tree(otherwise, depth: depth + 1)])
        case let .leaf(leaf):
            return self.leaf(leaf, depth: depth)
        default:
            return .opaque(expression.trimmedText)
        }
    }

    private func tree(_ tree: ExprTree, depth: Int) -> TimingTerm {
        if case let .leaf(expression) = tree { return term(expression, depth: depth) }
        if case let .ternary(_, then, otherwise) = tree { return .either([self.tree(then, depth: depth + 1), self.tree(otherwise, depth: depth + 1)]) }
        return .opaque("a condition")
    }

    private func leaf(_ expression: ExprSyntax, depth: Int) -> TimingTerm {
        if expression.isNilLike { return .none }
        guard let path = ValuePath(expression) else { return .opaque(expression.trimmedText) }
        switch path.root {
        case .implicit:
            return chain(path.steps[...], root: .type("Animation"), written: path.written)
        case .selfReference:
            return chain(path.steps[...], root: .member(owner: scope), written: path.written, token: true)
        case let .name(name, reference):
            if name == "Animation" || name == "SwiftUI" { return chain(path.steps.drop { $0.name == "Animation" }, root: .type("Animation"), written: path.written) }
            if name.first?.isUppercase == true { return chain(path.steps[...], root: .type(name), written: path.written, token: true) }
            if path.steps.isEmpty, let value = LocalBindings.value(of: name, before: Syntax(reference)) { return term(value, depth: depth + 1) }
            if path.steps.isEmpty, LocalBindings.isParameter(name, around: Syntax(reference)) { return .opaque(name) }
            let steps = [ValuePath.Step(name: name, call: nil, node: ExprSyntax(reference))] + path.steps
            return chain(steps[...], root: .member(owner: scope), written: path.written, token: true)
        }
    }

    /// Steps of an animation: a curve or a token first, then modifiers.
    private func chain(_ steps: ArraySlice<ValuePath.Step>, root: SymbolReference.Root, written: String, token: Bool = false) -> TimingTerm {
        var names: [String] = []
        var duration: NumberTerm?
        var modifiers = TimingModifiers()
        for step in steps {
            if let call = step.call, apply(step.name, call, to: &modifiers) { continue }
            if !names.isEmpty || duration != nil, MotionTermBuilder.trailingModifiers.contains(step.name) { continue }
            if !token, duration == nil, names.isEmpty, MotionVocabulary.curve(ofName: step.name) != nil {
                duration = Self.duration(of: step, builder: NumberTermBuilder(scope: scope, file: file))
                continue
            }
            guard duration == nil else { continue }
            names.append(step.name)
        }
        if let duration { return .curve(duration: duration, modifiers: modifiers) }
        guard !names.isEmpty else { return .opaque(written) }
        return .token(SymbolReference(root: root, path: names, scope: scope, written: written), modifiers: modifiers)
    }

    /// `repeatForever(autoreverses:)`, `repeatCount(.infinity, autoreverses:)`, `speed(x)`.
    private func apply(_ name: String, _ call: FunctionCallExprSyntax, to modifiers: inout TimingModifiers) -> Bool {
        let reverses = call.argument(labeled: "autoreverses").map { $0.trimmedText != "false" } ?? true
        switch name {
        case "repeatForever":
            modifiers.repeats = true
            modifiers.autoreverses = reverses
        case "repeatCount":
            let count = call.firstUnlabeledArgument?.trimmedText ?? ""
            modifiers.repeats = count.contains("infinity") || count.contains("greatestFiniteMagnitude")
            modifiers.autoreverses = reverses
        case "speed":
            guard case let .between(low, high)? = call.firstUnlabeledArgument.map({ NumberTermBuilder(scope: scope, file: file).term($0) }),
                  low == high, low > 0 else { return true }
            modifiers.speed *= low
        default:
            return false
        }
        return true
    }

    /// The duration a curve step writes (`duration:`, a spring's `response:`), or SwiftUI's default.
    static func duration(of step: ValuePath.Step, builder: NumberTermBuilder) -> NumberTerm {
        if let call = step.call, let written = MotionDurations.argument(of: call) { return builder.term(written) }
        let spring = MotionVocabulary.curve(ofName: step.name) == .spring
        let value = spring ? defaultSpringResponse : defaultDuration
        return .between(value, value)
    }
}
