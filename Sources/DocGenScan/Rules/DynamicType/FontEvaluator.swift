import SwiftSyntax

/// A font evaluated with every token resolved.
struct FontOutcome: Sendable {
    var scaling: FontScaling
    var size: Double?
    var style: String?
    /// The outermost token resolved, with where it is defined.
    var definition: Declaration?
    var written: String?
    /// Tokens that no declaration in the scanned code defines.
    var unresolved: [String] = []
    /// Where a size came from when the verdict needs it said.
    var note: String?
}

/// Evaluates ``FontTerm``s at the end of a scan through the ``DefinitionIndex`` of every file: typography
/// tokens, theme objects, `Font` extensions, and the `@ScaledMetric` properties sizes are read from.
struct FontEvaluator {
    let index: DefinitionIndex
    /// The term of each token definition read so far, shared by the threads finishing sites.
    private let definitionTerms = ConcurrentMemo<Declaration, FontTerm>()
    /// The size term of each function or constant read as a size so far.
    private let sizeTerms = ConcurrentMemo<Declaration, FontTerm>()
    /// The size term of each field of a constant read so far.
    let fieldTerms = ConcurrentMemo<FieldKey, FontTerm>()
    /// What the callers in every file pass to each function read so far, by `owner.function`.
    let callers = ConcurrentMemo<String, [[String: FontTerm]]>()

    struct FieldKey: Hashable, Sendable {
        var declaration: Declaration
        var field: String
    }

    init(index: DefinitionIndex) { self.index = index }

    /// Types whose `@ScaledMetric` properties see the environment.
    static let dynamicProperties: Set<String> = ["View", "ViewModifier", "DynamicProperty", "App", "Scene", "Shape", "Layout"]

    func evaluate(_ term: FontTerm, depth: Int = 0, bindings: [String: FontTerm] = [:]) -> FontOutcome {
        guard depth < 16 else { return FontOutcome(scaling: .unknown) }
        switch term {
        case let .parameter(name):
            guard let bound = bindings[name] else { return FontOutcome(scaling: .unknown, unresolved: ["parameter \(name)"]) }
            return evaluate(bound, depth: depth + 1)
        case let .applied(symbol, arguments):
            guard let declaration = index.resolve(symbol, alternatives: FontTermBuilder.builtinFontTypes) else {
                return FontOutcome(scaling: .unknown, written: symbol.written, unresolved: [symbol.written])
            }
            let bound = self.bindings(of: declaration, to: arguments, in: bindings)
            var outcome = evaluate(definitionTerm(declaration), depth: depth + 1, bindings: bound)
            outcome.definition = declaration
            outcome.written = symbol.written
            return outcome
        case let .sizeCall(symbol, arguments):
            guard let declaration = index.resolve(symbol) else {
                return FontOutcome(scaling: .unknown, written: symbol.written, unresolved: [symbol.written])
            }
            let bound = self.bindings(of: declaration, to: arguments, in: bindings)
            var outcome = evaluate(sizeTerm(declaration), depth: depth + 1, bindings: bound)
            outcome.definition = outcome.definition ?? declaration
            return outcome
        case let .value(scaling, size, style):
            return FontOutcome(scaling: scaling, size: size, style: style)
        case .opaque:
            return FontOutcome(scaling: .unknown)
        case let .bound(inner, bound):
            return evaluate(inner, depth: depth + 1, bindings: bound)
        case let .fromCallers(inner, function, owner, parameters):
            let found = callerBindings(of: function, owner: owner, parameters: parameters)
            guard !found.isEmpty else { return evaluate(inner, depth: depth + 1, bindings: bindings) }
            return evaluate(.either(found.map { .bound(inner, $0) }), depth: depth + 1, bindings: bindings)
        case let .uncalled(inner, function, sizes):
            // `name(` written once in the project is the declaration itself: no caller can pass a scaled size.
            guard index.callCount(of: function) <= 1 else { return evaluate(inner, depth: depth + 1, bindings: bindings) }
            var raw = bindings
            for name in sizes { raw[name] = .value(.fixed, size: nil, style: nil) }
            var outcome = evaluate(inner, depth: depth + 1, bindings: raw)
            if outcome.scaling == .fixed { outcome.note = "a size parameter of \(function)(…), which no scanned file calls" }
            return outcome
        case let .either(terms):
            let outcomes = terms.map { evaluate($0, depth: depth + 1, bindings: bindings) }
            guard var worst = outcomes.first else { return FontOutcome(scaling: .unknown) }
            for outcome in outcomes.dropFirst() where outcome.scaling.weight > worst.scaling.weight { worst = outcome }
            worst.unresolved = outcomes.flatMap(\.unresolved)
            return worst
        case let .combined(terms):
            // Arithmetic on sizes: one scaling operand makes the result scale; otherwise an unknown one makes it unknown.
            let outcomes = terms.map { evaluate($0, depth: depth + 1, bindings: bindings) }
            if let scaling = outcomes.first(where: { $0.scaling.scales }) { return scaling }
            if let unknown = outcomes.first(where: { $0.scaling == .unknown }) {
                var outcome = unknown
                outcome.unresolved = outcomes.flatMap(\.unresolved)
                return outcome
            }
            return outcomes.first ?? FontOutcome(scaling: .unknown)
        case let .token(symbol):
            guard let declaration = index.resolve(symbol, alternatives: FontTermBuilder.builtinFontTypes) else {
                return FontOutcome(scaling: .unknown, written: symbol.written, unresolved: [symbol.written])
            }
            var outcome = evaluate(definitionTerm(declaration), depth: depth + 1)
            outcome.definition = declaration
            outcome.written = symbol.written
            return outcome
        case let .metric(symbol, fallback):
            guard let declaration = index.resolve(symbol) else {
                if let (field, owner) = fieldTerm(symbol) {
                    var outcome = evaluate(field, depth: depth + 1)
                    outcome.definition = outcome.definition ?? owner
                    return outcome
                }
                // `textFont.pointSize`, `label.font.pointSize`: a font's size copied as a number.
                if isFontPointSize(symbol) { return FontOutcome(scaling: .copiedSize) }
                return FontOutcome(scaling: .unknown, size: fallback, unresolved: [symbol.written])
            }
            return metric(declaration, depth: depth)
        }
    }

    /// The parameters of a function bound to the arguments of a call (written where `outer` binds the caller's
    /// own parameters), each read as the parameter's type takes it.
    private func bindings(of declaration: Declaration, to arguments: [FontArgument], in outer: [String: FontTerm]) -> [String: FontTerm] {
        var bound: [String: FontTerm] = [:]
        var next = 0
        for parameter in index.details(of: declaration).parameters {
            guard next < arguments.count, arguments[next].label == parameter.label else { continue }
            bound[parameter.name] = arguments[next].term(for: parameter.typeName).substituting(outer)
            next += 1
        }
        return bound
    }

    /// A size read from a declaration: a `@ScaledMetric` (instance in a view: scales; static or outside a
    /// view: stays fixed), or a constant whose value is evaluated in turn.
    func metric(_ declaration: Declaration, depth: Int) -> FontOutcome {
        let details = index.details(of: declaration)
        if details.attributes.contains(where: { $0.hasPrefix("ScaledMetric") }) {
            // The metric's base value is the size at the default text size.
            let base = index.syntax(of: declaration).flatMap { Self.value(of: $0, name: declaration.name) }.flatMap(FontTermBuilder.number)
            if declaration.isStatic { return FontOutcome(scaling: .staticMetric, size: base, definition: declaration) }
            let scales = index.conforms(declaration.owner, to: Self.dynamicProperties)
            return FontOutcome(scaling: scales ? .scaledMetric : .metricOutsideView, size: base, definition: declaration)
        }
        var outcome = evaluate(sizeTerm(declaration), depth: depth + 1)
        outcome.definition = outcome.definition ?? declaration
        return outcome
    }

    /// The term a token's definition evaluates to (every value it may return), read once per declaration.
    private func definitionTerm(_ declaration: Declaration) -> FontTerm {
        definitionTerms.value(for: declaration) {
            let builder = FontTermBuilder(scope: declaration.owner)
            let values = self.values(of: declaration)
            return values.isEmpty ? FontTerm.opaque : values.count == 1 ? builder.term(values[0]) : .either(values.map { builder.term($0) })
        }
    }

    /// The term of the size a function or property returns (every value it may return), read once per declaration.
    private func sizeTerm(_ declaration: Declaration) -> FontTerm {
        sizeTerms.value(for: declaration) {
            let builder = FontTermBuilder(scope: declaration.owner)
            let values = self.values(of: declaration)
            return values.isEmpty ? FontTerm.opaque : values.count == 1 ? builder.size(values[0]) : .either(values.map { builder.size($0) })
        }
    }

    /// What a declaration holds: its initializer or returned values, or for a stored property without one what
    /// its type's initializers assign (``StoredValues``).
    private func values(of declaration: Declaration) -> [ExprSyntax] {
        let own = index.syntax(of: declaration).map { Self.values(of: $0, name: declaration.name) } ?? []
        return own.isEmpty ? StoredValues.of(declaration, in: index) ?? [] : own
    }

    /// The value a property or function declares: its initializer, or every value its getter or body returns.
    static func values(of syntax: DeclSyntax, name: String) -> [ExprSyntax] {
        if let variable = syntax.as(VariableDeclSyntax.self) {
            guard let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { return [] }
            if let value = binding.initializer?.value { return [value] }
            switch binding.accessorBlock?.accessors {
            case let .getter(statements)?: return ReturnedValues.of(statements)
            case let .accessors(list)?:
                return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map { ReturnedValues.of($0.statements) } ?? []
            case nil: return []
            }
        }
        if let function = syntax.as(FunctionDeclSyntax.self), let body = function.body { return ReturnedValues.of(body.statements) }
        return []
    }

    /// The first value a property or function declares (``values(of:name:)``).
    static func value(of syntax: DeclSyntax, name: String) -> ExprSyntax? { values(of: syntax, name: name).first }
}

/// The values a body returns: every `return` in it (not in closures or nested functions), or its last expression.
enum ReturnedValues {
    static func of(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(statements)
        if !finder.values.isEmpty { return finder.values }
        guard let last = statements.last?.item else { return [] }
        if let expression = last.as(ExprSyntax.self) { return [expression] }
        if let statement = last.as(ExpressionStmtSyntax.self) { return [statement.expression] }
        return []
    }

    private final class Finder: SyntaxVisitor {
        var values: [ExprSyntax] = []

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let expression = node.expression { values.append(expression) }
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
