import SwiftParser
import SwiftSyntax

/// One side of an evaluated term: what runs.
struct MotionFacet: Sendable, Hashable {
    var value = MotionValue()
    /// Nothing runs (`nil`, `.identity`, zero duration) on every path.
    var isNone = false
    /// Effects combined from moves gain a direction (`.asymmetric`).
    var directional = false

    static let none = MotionFacet(isNone: true)

    func union(_ other: MotionFacet) -> MotionFacet {
        if isNone { return other }
        if other.isNone { return self }
        return MotionFacet(value: value.merged(with: other.value), isNone: false, directional: directional || other.directional)
    }
}

/// A term evaluated with every token resolved: what runs normally, what runs under Reduce Motion when
/// something says, and the tokens that could not be resolved.
struct MotionEvaluation: Sendable {
    var normal = MotionFacet()
    /// What runs with Reduce Motion on, when a conditional (at the site or in a token) decides it.
    var reduced: MotionFacet?
    /// The token whose definition holds the Reduce Motion conditional; nil when it is written at the site.
    var reducedBy: String?
    /// Tokens written at the site that no declaration in the scanned code defines.
    var unresolved: [String] = []
    /// The first token resolved, with where it is defined.
    var definition: ResolvedDefinition?
}

/// Evaluates ``MotionTerm``s at the end of a scan, resolving tokens through the ``DefinitionIndex`` of every
/// file: static and instance properties, nested types, extensions of `Animation`, environment-injected theme
/// objects, token functions taking a Reduce Motion flag.
struct MotionEvaluator {
    let index: DefinitionIndex
    let reads: ReduceMotionReads
    /// The term of each token definition read so far, shared by the evaluators of one context.
    let definitionTerms: ConcurrentMemo<Declaration, MotionTerm>

    /// Whether a fallback is reduced: no spring (unless it lasts at most 0.4 s), never repeating.
    static func isReduced(_ value: MotionValue) -> Bool {
        if value.curve.contains(.repeatForever) || value.effects.contains(where: \.isMovement) { return false }
        if let duration = value.duration { return duration <= 0.4 }
        return !value.curve.contains(.spring) && !value.curve.contains(.unknown)
    }

    func evaluate(_ term: MotionTerm) -> MotionEvaluation {
        evaluate(term, bindings: [:], depth: 0)
    }

    /// Evaluates a site's term with what a caller gives the parameters and stored properties of the helper the
    /// site is in (``CallerGraph``).
    func evaluate(_ term: MotionTerm, callerArguments: [String: TokenArgument]) -> MotionEvaluation {
        evaluate(term, bindings: callerArguments, depth: 0)
    }

    private func evaluate(_ term: MotionTerm, bindings: [String: TokenArgument], depth: Int) -> MotionEvaluation {
        guard depth < 16 else { return MotionEvaluation() }
        switch term {
        case let .value(value):
            return MotionEvaluation(normal: MotionFacet(value: value))
        case .none:
            return MotionEvaluation(normal: .none)
        case .opaque:
            return MotionEvaluation()
        case let .parameter(name):
            guard let argument = bindings[name] else { return MotionEvaluation() }
            return evaluate(argument.term, bindings: [:], depth: depth + 1)
        case let .choice(normal, reduced):
            var result = evaluate(normal, bindings: bindings, depth: depth + 1)
            let other = evaluate(reduced, bindings: bindings, depth: depth + 1)
            result.reduced = other.normal
            result.reducedBy = nil
            result.unresolved += other.unresolved
            result.definition = result.definition ?? other.definition
            return result
        case let .flag(parameter, polarity, whenSet, otherwise):
            guard let argument = bindings[parameter] else {
                return evaluate(.either([whenSet, otherwise]), bindings: bindings, depth: depth + 1)
            }
            if let literal = argument.literal {
                return evaluate(literal == polarity ? whenSet : otherwise, bindings: bindings, depth: depth + 1)
            }
            guard let read = argument.polarity else {
                return evaluate(.either([whenSet, otherwise]), bindings: bindings, depth: depth + 1)
            }
            let setUnderReduceMotion = read == polarity
            return evaluate(setUnderReduceMotion ? .choice(normal: otherwise, reduced: whenSet) : .choice(normal: whenSet, reduced: otherwise),
                            bindings: bindings, depth: depth + 1)
        case let .either(terms):
            return merge(terms.map { evaluate($0, bindings: bindings, depth: depth + 1) }, allNeeded: true)
        case let .combined(terms, directional):
            var result = merge(terms.map { evaluate($0, bindings: bindings, depth: depth + 1) }, allNeeded: false)
            if directional {
                result.normal.directional = true
                if result.normal.value.effects.contains(.move) || result.normal.value.effects.contains(.offset) {
                    result.normal.value.effects.insert(.directional)
                }
            }
            return result
        case let .token(reference, modifiers):
            return token(reference, modifiers: modifiers, bindings: bindings, depth: depth)
        }
    }

    /// Merges evaluations: normals add up; a reduced side exists when every part has one (`allNeeded`, for
    /// alternatives) or when any part has one (combined transitions: the others stay as they are).
    private func merge(_ parts: [MotionEvaluation], allNeeded: Bool) -> MotionEvaluation {
        guard let first = parts.first else { return MotionEvaluation() }
        var result = MotionEvaluation()
        result.normal = parts.dropFirst().reduce(first.normal) { $0.union($1.normal) }
        result.unresolved = parts.flatMap(\.unresolved)
        result.definition = parts.lazy.compactMap(\.definition).first
        let withReduced = parts.filter { $0.reduced != nil }
        if !withReduced.isEmpty, !allNeeded || withReduced.count == parts.count {
            result.reduced = parts.map { $0.reduced ?? $0.normal }.dropFirst().reduce(parts[0].reduced ?? parts[0].normal) { $0.union($1) }
            result.reducedBy = withReduced.lazy.compactMap(\.reducedBy).first
        }
        return result
    }

    private func token(_ reference: TokenReference, modifiers: MotionValue, bindings: [String: TokenArgument], depth: Int) -> MotionEvaluation {
        guard let declaration = resolve(reference) else {
            var unresolved = MotionEvaluation(normal: MotionFacet(value: modifiers))
            unresolved.unresolved = [reference.written]
            return unresolved
        }
        let term = definitionTerm(declaration)
        if case let .parameter(name) = term, declaration.kind == .property, let given = bindings[name] {
            // A stored property without a value, given by the caller of the helper the site is in.
            var result = evaluate(given.term, bindings: [:], depth: depth + 1)
            if !result.normal.isNone { result.normal.value = result.normal.value.merged(with: modifiers) }
            return result
        }
        var arguments: [String: TokenArgument] = [:]
        for (position, parameter) in index.details(of: declaration).parameters.enumerated() {
            let argument = parameter.label.flatMap { label in reference.arguments.first { $0.label == label } }
                ?? (position < reference.arguments.count && reference.arguments[position].label == parameter.label ? reference.arguments[position] : nil)
            if let argument { arguments[parameter.name] = argument }
        }
        var result = evaluate(term, bindings: arguments, depth: depth + 1)
        if !result.normal.isNone { result.normal.value = result.normal.value.merged(with: modifiers) }
        if let reduced = result.reduced, !reduced.isNone { result.reduced?.value = reduced.value.merged(with: modifiers) }
        if result.reduced != nil, result.reducedBy == nil { result.reducedBy = declaration.name }
        result.definition = ResolvedDefinition(name: reference.written, file: declaration.path, line: index.line(of: declaration),
                                               value: index.displayValue(of: declaration))
        return result
    }

    /// The declaration a reference names; implicit members may extend another builtin animation type.
    func resolve(_ reference: TokenReference) -> Declaration? {
        index.resolve(reference.symbol, alternatives: MotionVocabulary.builtinTypes)
    }

    /// The term a token's definition evaluates to, read once per declaration.
    private func definitionTerm(_ declaration: Declaration) -> MotionTerm {
        definitionTerms.value(for: declaration) {
            guard let syntax = index.syntax(of: declaration) else { return MotionTerm.opaque }
            let parameters = index.details(of: declaration).parameters.map(\.name)
            let flags = Set(parameters.filter { reads.polarity(ofPath: $0) != nil })
            let builder = MotionTermBuilder(conditions: ConditionReader(reads: reads), scope: declaration.owner, flagParameters: flags, parameters: Set(parameters))
            if let variable = syntax.as(VariableDeclSyntax.self) {
                guard let binding = variable.bindings.first(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == declaration.name
                }) else { return .opaque }
                if let value = binding.initializer?.value { return builder.term(value) }
                switch binding.accessorBlock?.accessors {
                case let .getter(statements)?: return body(statements, builder)
                case let .accessors(list)?:
                    return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map { body($0.statements, builder) } ?? .opaque
                case nil: return .parameter(declaration.name)
                }
            }
            if let function = syntax.as(FunctionDeclSyntax.self), let statements = function.body?.statements {
                return body(statements, builder)
            }
            return .opaque
        }
    }

    /// The term a getter or function body returns: a conditional return on Reduce Motion (or on a flag
    /// parameter) becomes a choice; several returns, alternatives.
    private func body(_ statements: CodeBlockItemListSyntax, _ builder: MotionTermBuilder) -> MotionTerm {
        let items = Array(statements)
        guard !items.isEmpty else { return .opaque }
        if items.count == 1, let expression = Self.expression(items[0].item) { return builder.term(expression) }
        var index = 0
        while index < items.count {
            let item = items[index].item
            let rest = { () -> MotionTerm in
                let remaining = CodeBlockItemListSyntax(Array(items[(index + 1)...]))
                return remaining.isEmpty ? .opaque : self.body(remaining, builder)
            }
            if let guardStmt = item.as(GuardStmtSyntax.self), let exit = Self.returned(guardStmt.body) {
                if let flag = flag(guardStmt.conditions, builder) {
                    return .flag(parameter: flag.0, polarity: !flag.1, whenSet: builder.term(exit), otherwise: rest())
                }
                let facts = builder.conditions.facts(guardStmt.conditions)
                if facts.whenFalse == true { return .choice(normal: rest(), reduced: builder.term(exit)) }
                if facts.whenFalse == false { return .choice(normal: builder.term(exit), reduced: rest()) }
                return .either([builder.term(exit), rest()])
            }
            let ifExpr = item.as(IfExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            if let ifExpr, let taken = Self.returned(ifExpr.body) {
                var otherwise: MotionTerm
                if case let .codeBlock(block)? = ifExpr.elseBody, let other = Self.returned(block) {
                    otherwise = builder.term(other)
                } else {
                    otherwise = rest()
                }
                if let flag = flag(ifExpr.conditions, builder) {
                    return .flag(parameter: flag.0, polarity: flag.1, whenSet: builder.term(taken), otherwise: otherwise)
                }
                let facts = builder.conditions.facts(ifExpr.conditions)
                if facts.whenTrue == true { return .choice(normal: otherwise, reduced: builder.term(taken)) }
                if facts.whenTrue == false { return .choice(normal: builder.term(taken), reduced: otherwise) }
                return .either([builder.term(taken), otherwise])
            }
            if let returned = item.as(ReturnStmtSyntax.self)?.expression { return builder.term(returned) }
            if index == items.count - 1, let expression = Self.expression(item) { return builder.term(expression) }
            index += 1
        }
        return .opaque
    }

    private func flag(_ conditions: ConditionElementListSyntax, _ builder: MotionTermBuilder) -> (String, Bool)? {
        guard conditions.count == 1, case let .expression(expression)? = conditions.first?.condition else { return nil }
        switch ExprTree(expression) {
        case let .leaf(leaf):
            if let name = leaf.simplePath, builder.flagParameters.contains(name) { return (name, true) }
        case let .not(.leaf(leaf)):
            if let name = leaf.simplePath, builder.flagParameters.contains(name) { return (name, false) }
        default: break
        }
        return nil
    }

    private static func expression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ReturnStmtSyntax.self)?.expression
    }

    private static func returned(_ block: CodeBlockSyntax) -> ExprSyntax? {
        guard let last = block.statements.last?.item else { return nil }
        if let returned = last.as(ReturnStmtSyntax.self) { return returned.expression }
        if block.statements.count == 1 { return expression(last) }
        return nil
    }
}
