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
    /// Every file's calls with a `duration:`, for factories passed by reference.
    var calls = DurationCalls()
    /// The term of each constant's definition read so far.
    private let definitionTerms = ConcurrentMemo<Declaration, NumberTerm>()
    /// Whether each stored property read on a parameter is set anywhere besides its default.
    private let storedDefaults = StoredDefaults()

    init(index: DefinitionIndex, calls: DurationCalls = DurationCalls()) {
        self.index = index
        self.calls = calls
    }

    func evaluate(_ term: NumberTerm, depth: Int = 0) -> NumberOutcome {
        guard depth < 12 else { return NumberOutcome(unknown: "…") }
        switch term {
        case let .between(low, high):
            return NumberOutcome(values: [low...high])
        case let .runtime(name):
            return NumberOutcome(unknown: name)
        case let .applied(applied, fallback):
            let terms = calls.durations(applied)
            return terms.isEmpty ? NumberOutcome(unknown: fallback) : evaluate(.either(terms), depth: depth + 1)
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
        case let .unit(number, name):
            let symbol = SymbolReference(root: .type("Double"), path: [name], scope: "", written: name)
            guard let declaration = index.resolveShadowed(symbol, alternatives: NumberTermBuilder.numberTypes),
                  NumberTermBuilder.numberTypes.contains(declaration.owner) else { return NumberOutcome(unknown: name) }
            return evaluate(Self.substitute(definitionTerm(declaration), receiver: number, owner: declaration.owner), depth: depth + 1)
        case let .storedDefault(symbol):
            guard let declaration = index.resolveShadowed(symbol), declaration.kind == .property, !declaration.isStatic,
                  !declaration.isComputed, !storedDefaults.isOverridden(declaration, index: index) else {
                return NumberOutcome(unknown: symbol.written)
            }
            var outcome = evaluate(definitionTerm(declaration), depth: depth + 1)
            outcome.definition = ResolvedDefinition(name: symbol.written, file: declaration.path, line: index.line(of: declaration),
                                                    value: index.displayValue(of: declaration))
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

    /// A number type's property read on a number: `self` is the number, and the type's other properties
    /// (`minutes * 60`) are read on it too.
    static func substitute(_ term: NumberTerm, receiver: NumberTerm, owner: String) -> NumberTerm {
        switch term {
        case let .token(symbol):
            guard case let .member(scope) = symbol.root, scope == owner, symbol.path.count == 1 else { return term }
            return symbol.path == ["self"] ? receiver : .unit(receiver, symbol.path[0])
        case let .binary(symbol, left, right):
            return .binary(symbol, substitute(left, receiver: receiver, owner: owner), substitute(right, receiver: receiver, owner: owner))
        case let .either(terms):
            return .either(terms.map { substitute($0, receiver: receiver, owner: owner) })
        case .between, .runtime, .applied, .unit, .storedDefault:
            return term
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
