import SwiftSyntax

/// A number evaluated with every constant resolved: the values it may take (a conditional gives several, a
/// random range one interval), or the name it could not know.
struct NumberOutcome: Sendable, Hashable {
    /// The intervals of values the number may take.
    var values: [ClosedRange<Double>] = []
    /// The first name whose value is only known at run time or not in the scanned code.
    var unknown: String?
    /// The outermost constant resolved, with where it is defined.
    var definition: ResolvedDefinition?

    static func exactly(_ value: Double) -> NumberOutcome { NumberOutcome(values: [value...value]) }
}

/// Evaluates ``NumberTerm``s at the end of a scan through the ``DefinitionIndex`` of every file: constants of
/// enums and structs, static and instance properties, nested types, computed properties returning a number.
struct NumberEvaluator {
    let index: DefinitionIndex
    /// The term of each constant's definition read so far.
    private let definitionTerms = ConcurrentMemo<Declaration, NumberTerm>()

    init(index: DefinitionIndex) { self.index = index }

    func evaluate(_ term: NumberTerm, depth: Int = 0) -> NumberOutcome {
        guard depth < 12 else { return NumberOutcome(unknown: "…") }
        switch term {
        case let .between(low, high):
            return NumberOutcome(values: [low...high])
        case let .runtime(name):
            return NumberOutcome(unknown: name)
        case let .either(terms):
            var outcome = NumberOutcome()
            for part in terms.map({ evaluate($0, depth: depth + 1) }) {
                outcome.values += part.values
                outcome.unknown = outcome.unknown ?? part.unknown
                outcome.definition = outcome.definition ?? part.definition
            }
            return outcome
        case let .binary(symbol, left, right):
            let lhs = evaluate(left, depth: depth + 1)
            let rhs = evaluate(right, depth: depth + 1)
            var outcome = NumberOutcome(unknown: lhs.unknown ?? rhs.unknown, definition: lhs.definition ?? rhs.definition)
            guard outcome.unknown == nil else { return outcome }
            for a in lhs.values {
                for b in rhs.values {
                    if let value = Self.apply(symbol, a, b) { outcome.values.append(value) } else { outcome.unknown = "division by zero" }
                }
            }
            return outcome
        case let .token(symbol):
            guard let declaration = index.resolveShadowed(symbol, alternatives: NumberTermBuilder.numberTypes) else {
                return NumberOutcome(unknown: symbol.written)
            }
            var outcome = evaluate(definitionTerm(declaration), depth: depth + 1)
            outcome.definition = ResolvedDefinition(name: symbol.written, file: declaration.path, line: index.line(of: declaration),
                                                    value: index.displayValue(of: declaration))
            return outcome
        }
    }

    /// Interval arithmetic.
    private static func apply(_ symbol: Character, _ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> ClosedRange<Double>? {
        let corners: [Double]
        switch symbol {
        case "+": return (a.lowerBound + b.lowerBound)...(a.upperBound + b.upperBound)
        case "-": return (a.lowerBound - b.upperBound)...(a.upperBound - b.lowerBound)
        case "*": corners = [a.lowerBound * b.lowerBound, a.lowerBound * b.upperBound, a.upperBound * b.lowerBound, a.upperBound * b.upperBound]
        default:
            guard !b.contains(0) else { return nil }
            corners = [a.lowerBound / b.lowerBound, a.lowerBound / b.upperBound, a.upperBound / b.lowerBound, a.upperBound / b.upperBound]
        }
        return corners.min()!...corners.max()!
    }

    /// The term of a constant's value (its initializer or the value its getter returns), read once per declaration.
    private func definitionTerm(_ declaration: Declaration) -> NumberTerm {
        definitionTerms.value(for: declaration) {
            guard declaration.kind == .property, let syntax = index.syntax(of: declaration),
                  let value = DeclaredValues.returned(by: syntax, name: declaration.name).first else {
                return NumberTerm.runtime(declaration.qualifiedName)
            }
            return NumberTermBuilder(scope: declaration.owner).term(value)
        }
    }
}
