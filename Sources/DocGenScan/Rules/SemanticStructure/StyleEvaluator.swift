import SwiftSyntax

/// A font's text styles with every token resolved.
struct StyleOutcome: Sendable {
    /// Every text style the font may have (a conditional gives several).
    var styles: Set<String> = []
    /// Tokens no declaration in the scanned code defines.
    var unresolved: [String] = []
    /// The outermost token resolved, with where it is defined.
    var definition: ResolvedDefinition?

    /// Whether one of the styles is a title style.
    var isTitle: Bool { !styles.isDisjoint(with: StructureVocabulary.titleStyles) }

    mutating func add(_ other: StyleOutcome) {
        styles.formUnion(other.styles)
        unresolved += other.unresolved
        definition = definition ?? other.definition
    }
}

/// Evaluates ``StyleTerm``s at the end of a scan through the ``DefinitionIndex`` of every file: typography
/// enums, theme objects, `Font` extensions and token functions (`customFont(size:relativeTo:)`).
struct StyleEvaluator {
    let index: DefinitionIndex
    /// The term of each token definition read so far, shared by the threads finishing sites.
    private let definitionTerms = ConcurrentMemo<Declaration, StyleTerm>()

    init(index: DefinitionIndex) { self.index = index }

    func evaluate(_ term: StyleTerm, bindings: [String: StyleTerm] = [:], depth: Int = 0) -> StyleOutcome {
        guard depth < 12 else { return StyleOutcome() }
        switch term {
        case let .style(name):
            return StyleOutcome(styles: [name])
        case .noStyle, .opaque:
            return StyleOutcome()
        case let .parameter(name):
            return bindings[name].map { evaluate($0, depth: depth + 1) } ?? StyleOutcome()
        case let .either(terms):
            var outcome = StyleOutcome()
            for term in terms { outcome.add(evaluate(term, bindings: bindings, depth: depth + 1)) }
            return outcome
        case let .token(symbol, arguments):
            // A helper's text-style argument decides when its definition says nothing more (`.font(with: .title2)`).
            let bound = arguments.map { argument in
                StyleArgument(label: argument.label, term: Self.substitute(argument.term, bindings))
            }
            let styleArguments = bound.reduce(into: StyleOutcome()) { outcome, argument in
                if case .style = argument.term { outcome.add(evaluate(argument.term, depth: depth + 1)) }
            }
            guard let declaration = index.resolveShadowed(symbol, alternatives: StructureVocabulary.fontTypes) else {
                if !styleArguments.styles.isEmpty { return styleArguments }
                return StyleOutcome(unresolved: [symbol.written])
            }
            var parameters: [String: StyleTerm] = [:]
            for (position, parameter) in index.details(of: declaration).parameters.enumerated() {
                let argument = parameter.label.flatMap { label in bound.first { $0.label == label } }
                    ?? (position < bound.count && bound[position].label == parameter.label ? bound[position] : nil)
                if let argument { parameters[parameter.name] = argument.term }
            }
            var outcome = evaluate(definitionTerm(declaration), bindings: parameters, depth: depth + 1)
            if outcome.styles.isEmpty { outcome.styles = styleArguments.styles }
            outcome.definition = ResolvedDefinition(name: symbol.written, file: declaration.path, line: index.line(of: declaration),
                                                    value: index.displayValue(of: declaration))
            return outcome
        }
    }

    /// A parameter bound by the caller, replaced by the caller's term.
    private static func substitute(_ term: StyleTerm, _ bindings: [String: StyleTerm]) -> StyleTerm {
        if case let .parameter(name) = term, let bound = bindings[name] { return bound }
        return term
    }

    /// The term a token's definition evaluates to, read once per declaration: a property's value or getter, a
    /// function's returned values (every `return`, and the last expression).
    private func definitionTerm(_ declaration: Declaration) -> StyleTerm {
        definitionTerms.value(for: declaration) {
            guard let syntax = index.syntax(of: declaration) else { return StyleTerm.opaque }
            let builder = StyleTermBuilder(scope: declaration.owner)
            let returned = DeclaredValues.returned(by: syntax, name: declaration.name)
            if returned.isEmpty { return .opaque }
            return returned.count == 1 ? builder.term(returned[0]) : .either(returned.map { builder.term($0) })
        }
    }
}
