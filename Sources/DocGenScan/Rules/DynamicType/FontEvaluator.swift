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
}

/// Evaluates ``FontTerm``s at the end of a scan through the ``DefinitionIndex`` of every file: typography
/// tokens, theme objects, `Font` extensions, and the `@ScaledMetric` properties sizes are read from.
struct FontEvaluator {
    let index: DefinitionIndex
    /// The term of each token definition read so far, shared by the threads finishing sites.
    private let definitionTerms = ConcurrentMemo<Declaration, FontTerm>()

    init(index: DefinitionIndex) { self.index = index }

    /// Types whose `@ScaledMetric` properties see the environment.
    static let dynamicProperties: Set<String> = ["View", "ViewModifier", "DynamicProperty", "App", "Scene", "Shape", "Layout"]

    func evaluate(_ term: FontTerm, depth: Int = 0, bindings: [String: FontTerm] = [:]) -> FontOutcome {
        guard depth < 12 else { return FontOutcome(scaling: .unknown) }
        switch term {
        case let .parameter(name):
            guard let bound = bindings[name] else { return FontOutcome(scaling: .unknown) }
            return evaluate(bound, depth: depth + 1)
        case let .applied(symbol, arguments):
            guard let declaration = index.resolve(symbol, alternatives: FontTermBuilder.builtinFontTypes) else {
                return FontOutcome(scaling: .unknown, written: symbol.written, unresolved: [symbol.written])
            }
            var bound: [String: FontTerm] = [:]
            for (position, parameter) in index.details(of: declaration).parameters.enumerated() {
                let argument = parameter.label.flatMap { label in arguments.first { $0.label == label } }
                    ?? (position < arguments.count && arguments[position].label == parameter.label ? arguments[position] : nil)
                if let argument { bound[parameter.name] = argument.term }
            }
            var outcome = evaluate(definitionTerm(declaration), depth: depth + 1, bindings: bound)
            outcome.definition = declaration
            outcome.written = symbol.written
            return outcome
        case let .value(scaling, size, style):
            return FontOutcome(scaling: scaling, size: size, style: style)
        case .opaque:
            return FontOutcome(scaling: .unknown)
        case let .either(terms):
            let outcomes = terms.map { evaluate($0, depth: depth + 1, bindings: bindings) }
            guard var worst = outcomes.first else { return FontOutcome(scaling: .unknown) }
            for outcome in outcomes.dropFirst() where outcome.scaling.weight > worst.scaling.weight { worst = outcome }
            worst.unresolved = outcomes.flatMap(\.unresolved)
            return worst
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
                return FontOutcome(scaling: .unknown, size: fallback, unresolved: [symbol.written])
            }
            return metric(declaration, depth: depth)
        }
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
        guard let syntax = index.syntax(of: declaration), let value = Self.value(of: syntax, name: declaration.name) else {
            return FontOutcome(scaling: .unknown, definition: declaration)
        }
        var outcome = evaluate(FontTermBuilder(scope: declaration.owner).size(value), depth: depth + 1)
        outcome.definition = outcome.definition ?? declaration
        return outcome
    }

    /// The term a token's definition evaluates to, read once per declaration.
    private func definitionTerm(_ declaration: Declaration) -> FontTerm {
        definitionTerms.value(for: declaration) {
            guard let syntax = index.syntax(of: declaration), let value = Self.value(of: syntax, name: declaration.name) else {
                return FontTerm.opaque
            }
            return FontTermBuilder(scope: declaration.owner).term(value)
        }
    }

    /// The value a property or function declares: its initializer, or the expression its getter or body returns.
    static func value(of syntax: DeclSyntax, name: String) -> ExprSyntax? {
        if let variable = syntax.as(VariableDeclSyntax.self) {
            guard let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { return nil }
            if let value = binding.initializer?.value { return value }
            switch binding.accessorBlock?.accessors {
            case let .getter(statements)?: return returned(statements)
            case let .accessors(list)?:
                return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.flatMap { returned($0.statements) }
            case nil: return nil
            }
        }
        if let function = syntax.as(FunctionDeclSyntax.self), let body = function.body { return returned(body.statements) }
        return nil
    }

    private static func returned(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let last = statements.last?.item else { return nil }
        if let expression = last.as(ExprSyntax.self) { return expression }
        if let statement = last.as(ExpressionStmtSyntax.self) { return statement.expression }
        return last.as(ReturnStmtSyntax.self)?.expression
    }
}
