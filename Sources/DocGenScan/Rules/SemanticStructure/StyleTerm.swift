import SwiftSyntax

/// The text style a font expression gives, as far as its file shows it; tokens defined elsewhere stay symbolic
/// until ``StyleEvaluator`` resolves them.
indirect enum StyleTerm: Sendable, Hashable {
    /// A text style (`title2`, `body`, `title1` of UIKit).
    case style(String)
    /// A font without a text style (a fixed size, `Font.custom(_:size:)`).
    case noStyle
    /// A token, or a token function with the terms of its arguments: `Typography.title`, `.scaledTitle`,
    /// `customFont(size: 28, relativeTo: .title)`.
    case token(SymbolReference, arguments: [StyleArgument])
    /// A parameter of the function being read, bound by its callers' arguments.
    case parameter(String)
    /// Several possible fonts (a conditional).
    case either([StyleTerm])
    /// Something the scanner cannot read.
    case opaque
}

/// An argument of a token function call.
struct StyleArgument: Sendable, Hashable {
    var label: String?
    var term: StyleTerm
}

/// Reads font and text-style expressions into ``StyleTerm``s.
struct StyleTermBuilder {
    typealias Names = StructureVocabulary
    /// The path of the type the expression is written in.
    let scope: String

    func term(_ expression: ExprSyntax, depth: Int = 0) -> StyleTerm {
        guard depth < 10 else { return .opaque }
        switch ExprTree(expression) {
        case let .ternary(_, then, otherwise):
            return .either([tree(then, depth: depth + 1), tree(otherwise, depth: depth + 1)])
        case let .ifExpression(ifExpr):
            var branches: [StyleTerm] = []
            if let value = ifExpr.body.lastExpression { branches.append(term(value, depth: depth + 1)) }
            if case let .codeBlock(block)? = ifExpr.elseBody, let value = block.lastExpression { branches.append(term(value, depth: depth + 1)) }
            return branches.isEmpty ? .opaque : .either(branches)
        case let .leaf(leaf):
            return self.leaf(leaf, depth: depth)
        default:
            return .opaque
        }
    }

    private func tree(_ tree: ExprTree, depth: Int) -> StyleTerm {
        switch tree {
        case let .leaf(expression): term(expression, depth: depth)
        case let .ternary(_, then, otherwise): .either([self.tree(then, depth: depth + 1), self.tree(otherwise, depth: depth + 1)])
        default: .opaque
        }
    }

    private func leaf(_ expression: ExprSyntax, depth: Int) -> StyleTerm {
        if let cast = expression.as(AsExprSyntax.self) { return term(cast.expression, depth: depth + 1) }
        guard let path = ValuePath(expression) else { return .opaque }
        let steps = path.steps[...]
        switch path.root {
        case .implicit:
            return builtin(steps, type: "Font", depth: depth)
        case .selfReference:
            return steps.isEmpty ? .opaque : token(.member(owner: scope), steps, path.written, depth: depth)
        case let .name(name, reference):
            if ["SwiftUI", "UIKit"].contains(name), let next = steps.first, Names.fontTypes.contains(next.name) {
                return builtin(steps.dropFirst(), type: next.name, depth: depth)
            }
            if name == "UIFontMetrics", let call = steps.first?.call, let style = call.argument(labeled: "forTextStyle") {
                return term(style, depth: depth + 1)
            }
            if Names.fontTypes.contains(name) {
                if steps.first?.name == name, let call = steps.first?.call {
                    // `Font(uiFont)`: the style of the font it wraps.
                    return call.arguments.first.map { term($0.expression, depth: depth + 1) } ?? .opaque
                }
                return builtin(steps, type: name, depth: depth)
            }
            if name.first?.isUppercase == true {
                if steps.first?.name == name { return .opaque }
                return token(.type(name), steps, path.written, depth: depth)
            }
            if steps.isEmpty, let value = LocalBindings.value(of: name, before: Syntax(reference)) { return term(value, depth: depth + 1) }
            if steps.isEmpty, LocalBindings.isParameter(name, around: Syntax(reference)) { return .parameter(name) }
            let all = [ValuePath.Step(name: name, call: nil, node: ExprSyntax(reference))] + steps
            return token(.member(owner: scope), all[...], path.written, depth: depth)
        }
    }

    /// Steps on `Font`/`UIFont` (or a `TextStyle`): a style name, `system(…)`, `custom(…)`, `preferredFont(…)`,
    /// fixed UIKit fonts; any other name is a token of the type (`.appTitle` in an extension of `Font`).
    private func builtin(_ steps: ArraySlice<ValuePath.Step>, type: String, depth: Int) -> StyleTerm {
        var steps = steps
        if steps.first?.name == "TextStyle" { steps = steps.dropFirst() }
        guard let first = steps.first else { return .opaque }
        if Names.textStyles.contains(first.name), first.call == nil { return .style(first.name) }
        guard let call = first.call else { return token(.type(type), steps, "." + steps.map(\.name).joined(separator: "."), depth: depth) }
        switch first.name {
        case "system":
            if let relative = call.argument(labeled: "relativeTo") { return term(relative, depth: depth + 1) }
            if call.labels.contains("size") { return .noStyle }
            return call.arguments.first.map { term($0.expression, depth: depth + 1) } ?? .opaque
        case "custom":
            return call.argument(labeled: "relativeTo").map { term($0, depth: depth + 1) } ?? .noStyle
        case "preferredFont":
            return call.argument(labeled: "forTextStyle").map { term($0, depth: depth + 1) } ?? .opaque
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            return .noStyle
        default:
            return token(.type(type), steps, "." + steps.map(\.name).joined(separator: "."), depth: depth)
        }
    }

    /// A token for `steps` from `root`; the arguments of a token function's call are read too. Font modifiers after
    /// the token (`.bold()`, `.weight(…)`) keep its style and end the path.
    private func token(_ root: SymbolReference.Root, _ steps: ArraySlice<ValuePath.Step>, _ written: String, depth: Int) -> StyleTerm {
        var names: [String] = []
        var arguments: [StyleArgument] = []
        for step in steps {
            if !names.isEmpty, FontTermBuilder.fontModifiers.contains(step.name) { break }
            names.append(step.name)
            if let call = step.call {
                arguments = call.arguments.map { StyleArgument(label: $0.label?.text, term: term($0.expression, depth: depth + 1)) }
            }
        }
        guard !names.isEmpty else { return .opaque }
        return .token(SymbolReference(root: root, path: names, scope: scope, written: written), arguments: arguments)
    }
}
