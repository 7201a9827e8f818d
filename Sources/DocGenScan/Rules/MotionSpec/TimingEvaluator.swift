/// An animation's timing with every token resolved.
struct TimingOutcome: Sendable {
    /// Whether it repeats forever, and whether its repetitions reverse.
    var repeats = false
    var autoreverses = true
    /// The duration of one pass, speed applied.
    var duration = NumberOutcome()
    /// The first token or value that could not be read.
    var unknown: String?
    /// The outermost token resolved.
    var definition: ResolvedDefinition?

    /// One cycle of a repeating animation: a pass, two when it plays back and forth.
    var cycle: NumberOutcome {
        guard autoreverses else { return duration }
        var doubled = duration
        doubled.values = duration.values.map { ($0.lowerBound * 2)...($0.upperBound * 2) }
        return doubled
    }
}

/// Evaluates ``TimingTerm``s through the ``DefinitionIndex`` of every file (animation tokens of a design
/// system, `Animation` extensions), and their durations through a ``NumberEvaluator``.
struct TimingEvaluator {
    let index: DefinitionIndex
    let numbers: NumberEvaluator
    private let definitionTerms = ConcurrentMemo<Declaration, TimingTerm>()

    init(index: DefinitionIndex, numbers: NumberEvaluator) {
        self.index = index
        self.numbers = numbers
    }

    func evaluate(_ term: TimingTerm, outer: TimingModifiers = TimingModifiers(), depth: Int = 0) -> TimingOutcome {
        guard depth < 10 else { return TimingOutcome(unknown: "…") }
        switch term {
        case let .curve(duration, modifiers):
            let applied = outer.after(modifiers)
            var outcome = TimingOutcome(repeats: applied.repeats ?? false, autoreverses: applied.autoreverses)
            var evaluated = numbers.evaluate(duration)
            evaluated.values = evaluated.values.map { ($0.lowerBound / applied.speed)...($0.upperBound / applied.speed) }
            outcome.duration = evaluated
            outcome.unknown = evaluated.unknown
            outcome.definition = evaluated.definition
            return outcome
        case let .token(symbol, modifiers):
            guard let declaration = index.resolveShadowed(symbol, alternatives: MotionVocabulary.builtinTypes) else {
                return TimingOutcome(repeats: outer.after(modifiers).repeats ?? false, unknown: symbol.written)
            }
            var outcome = evaluate(definitionTerm(declaration), outer: outer.after(modifiers), depth: depth + 1)
            outcome.definition = ResolvedDefinition(name: symbol.written, file: declaration.path, line: index.line(of: declaration),
                                                    value: index.displayValue(of: declaration))
            return outcome
        case let .either(terms):
            let outcomes = terms.map { evaluate($0, outer: outer, depth: depth + 1) }.filter { $0.repeats || $0.unknown != nil }
            guard var merged = outcomes.first else { return TimingOutcome() }
            for other in outcomes.dropFirst() {
                merged.repeats = merged.repeats || other.repeats
                merged.autoreverses = merged.autoreverses && other.autoreverses
                merged.duration.values += other.duration.values
                merged.unknown = merged.unknown ?? other.unknown
            }
            return merged
        case .none:
            return TimingOutcome()
        case let .opaque(written):
            return TimingOutcome(repeats: outer.repeats ?? false, unknown: written)
        }
    }

    /// The timing of a token's definition, read once per declaration.
    private func definitionTerm(_ declaration: Declaration) -> TimingTerm {
        definitionTerms.value(for: declaration) {
            guard let syntax = index.syntax(of: declaration), let value = DeclaredValues.returned(by: syntax, name: declaration.name).first else {
                return TimingTerm.opaque(declaration.qualifiedName)
            }
            return TimingTermBuilder(scope: declaration.owner).term(value)
        }
    }
}
