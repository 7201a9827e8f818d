import SwiftSyntax

/// Reads animation and transition expressions into ``MotionTerm``s.
struct MotionTermBuilder {
    /// Reads the conditions of conditional values.
    let conditions: ConditionReader
    /// The path of the type the expression is written in (`Onboarding.Page`), empty at top level.
    let scope: String
    /// Parameters (inner names) of the token function being read, whose conditions become `.flag`.
    var flagParameters: Set<String> = []
    /// Parameter names of the enclosing function (values supplied by callers).
    var parameters: Set<String> = []
    /// The type an implicit member (`.spring`, `.cardSlide`) belongs to: `Animation`, `AnyTransition`, ….
    var contextType = "Animation"

    /// The same builder for a value of another type (a transition argument, an animation argument).
    func expecting(_ type: String) -> MotionTermBuilder {
        var copy = self
        copy.contextType = type
        return copy
    }

    /// Builtin modifiers that may follow a token (`Motion.quick.delay(0.1)`).
    static let trailingModifiers: Set<String> = ["delay", "speed", "repeatCount", "repeatForever", "combined", "animation", "logicallyComplete"]

    /// The term of an expression; `followLocals` inlines `let animation = …` declared before it.
    func term(_ expression: ExprSyntax, followLocals: Bool = true, depth: Int = 0) -> MotionTerm {
        guard depth < 12 else { return .opaque }
        switch ExprTree(expression) {
        case let .ternary(condition, then, otherwise):
            return conditional(condition, then: { term(then, depth: depth) }, otherwise: { term(otherwise, depth: depth) })
        case let .ifExpression(ifExpr):
            let then = ifExpr.body.lastExpression.map { term($0, depth: depth + 1) } ?? .opaque
            var otherwise = MotionTerm.opaque
            if case let .codeBlock(block)? = ifExpr.elseBody, let last = block.lastExpression {
                otherwise = term(last, depth: depth + 1)
            } else if case let .ifExpr(nested)? = ifExpr.elseBody {
                otherwise = term(ExprSyntax(nested), depth: depth + 1)
            }
            return conditional(.ifConditions(ifExpr.conditions), then: { then }, otherwise: { otherwise })
        case let .leaf(leaf):
            return self.leaf(leaf, followLocals: followLocals, depth: depth)
        default:
            return .opaque
        }
    }

    private func term(_ tree: ExprTree, depth: Int) -> MotionTerm {
        switch tree {
        case let .leaf(expression): return term(expression, depth: depth + 1)
        case let .ternary(condition, then, otherwise):
            return conditional(condition, then: { term(then, depth: depth + 1) }, otherwise: { term(otherwise, depth: depth + 1) })
        case let .ifExpression(ifExpr): return term(ExprSyntax(ifExpr), depth: depth + 1)
        default: return .opaque
        }
    }

    private func conditional(_ condition: Condition, then: () -> MotionTerm, otherwise: () -> MotionTerm) -> MotionTerm {
        if let (parameter, polarity) = flagCondition(condition) {
            return .flag(parameter: parameter, polarity: polarity, whenSet: then(), otherwise: otherwise())
        }
        let facts = condition.facts(conditions)
        if facts.whenTrue == true { return .choice(normal: otherwise(), reduced: then()) }
        if facts.whenFalse == true { return .choice(normal: then(), reduced: otherwise()) }
        return .either([then(), otherwise()])
    }

    /// A condition that is a flag parameter of the token function being read, or its negation.
    private func flagCondition(_ condition: Condition) -> (String, Bool)? {
        guard !flagParameters.isEmpty, case let .tree(tree) = condition else { return nil }
        switch tree {
        case let .leaf(expression):
            if let name = expression.simplePath, flagParameters.contains(name) { return (name, true) }
        case let .not(.leaf(expression)):
            if let name = expression.simplePath, flagParameters.contains(name) { return (name, false) }
        default: break
        }
        return nil
    }

    private enum Condition {
        case tree(ExprTree)
        case ifConditions(ConditionElementListSyntax)

        func facts(_ reader: ConditionReader) -> ConditionFacts {
            switch self {
            case let .tree(tree): reader.facts(tree)
            case let .ifConditions(list): reader.facts(list)
            }
        }
    }

    private func conditional(_ condition: ExprTree, then: () -> MotionTerm, otherwise: () -> MotionTerm) -> MotionTerm {
        conditional(.tree(condition), then: then, otherwise: otherwise)
    }

    private func leaf(_ expression: ExprSyntax, followLocals: Bool, depth: Int) -> MotionTerm {
        if expression.isNilLike { return .none }
        if let number = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(number.literal.text) == 0 ? .none : .value(MotionValue(duration: Double(number.literal.text)))
        }
        if let number = expression.as(FloatLiteralExprSyntax.self) {
            return Double(number.literal.text) == 0 ? .none : .value(MotionValue(duration: Double(number.literal.text)))
        }
        if expression.is(BooleanLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self) { return .value(.empty) }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .combined(array.elements.map { term($0.expression, depth: depth + 1) }, directional: false)
        }
        guard let path = ValuePath(expression) else { return .opaque }
        return self.path(path, followLocals: followLocals, depth: depth)
    }

    private func path(_ path: ValuePath, followLocals: Bool, depth: Int) -> MotionTerm {
        var steps = path.steps[...]
        switch path.root {
        case .implicit:
            return builtinChain(steps, depth: depth, tokenRoot: .type(contextType))
        case .selfReference:
            return token(.member(owner: scope), steps, written: path.written, depth: depth) ?? .opaque
        case let .name(name, reference):
            if name == "SwiftUI", let next = steps.first, MotionVocabulary.builtinTypes.contains(next.name) {
                return builtinChain(steps.dropFirst(), depth: depth, tokenRoot: .type(next.name))
            }
            if MotionVocabulary.builtinTypes.contains(name) {
                if steps.first?.name == name, steps.first?.call != nil {
                    // `Animation(…)`: a custom animation, then builtin modifiers.
                    steps = steps.dropFirst()
                }
                return builtinChain(steps, depth: depth, tokenRoot: .type(name))
            }
            if name.first?.isUppercase == true {
                if steps.first?.name == name, steps.first?.call != nil { return .opaque }
                return token(.type(name), steps, written: path.written, depth: depth) ?? .opaque
            }
            if followLocals, steps.isEmpty, let value = LocalBindings.value(of: name, before: Syntax(reference)) {
                return term(value, followLocals: false, depth: depth + 1)
            }
            if steps.isEmpty, parameters.contains(name) || LocalBindings.isParameter(name, around: Syntax(reference)) {
                return .parameter(name)
            }
            if steps.first?.name == name, steps.first?.call != nil {
                // A call of a free function or a method of the enclosing type: a token function.
                return token(.member(owner: scope), steps, written: path.written, depth: depth) ?? .opaque
            }
            let all = [ValuePath.Step(name: name, call: nil, node: ExprSyntax(reference))] + steps
            return token(.member(owner: scope), all[...], written: path.written, depth: depth) ?? .opaque
        }
    }

    /// Builtin steps on `Animation`/`AnyTransition`; the first unknown name starts a token rooted at
    /// `tokenRoot` (an extension member such as `.appSpring`).
    private func builtinChain(_ steps: ArraySlice<ValuePath.Step>, depth: Int, tokenRoot: SymbolReference.Root) -> MotionTerm {
        var value = MotionValue()
        var parts: [MotionTerm] = []
        var directional = false
        for (offset, step) in steps.enumerated() {
            if !MotionVocabulary.builtinMembers.contains(step.name) {
                let rest = steps.dropFirst(offset)
                let written = "." + rest.map(\.name).joined(separator: ".")
                guard let tokenTerm = token(tokenRoot, rest, written: written, depth: depth) else { return .opaque }
                return parts.isEmpty && value == MotionValue() ? tokenTerm
                    : .combined(parts + [.value(value), tokenTerm], directional: directional)
            }
            apply(step, to: &value, parts: &parts, directional: &directional, depth: depth)
            if step.name == "identity" || step.name == "none", steps.count == 1 { return .none }
        }
        // `.identity.animation(.spring)`: an identity transition moves nothing, whatever animates it.
        if steps.first?.name == "identity", steps.dropFirst().allSatisfy({ $0.name == "animation" }) { return .none }
        // `.linear(duration: 0)`: a zero-duration animation jumps to the end.
        if value.duration == 0, parts.isEmpty, !value.curve.contains(.repeatForever) { return .none }
        return parts.isEmpty ? .value(value) : .combined(parts + [.value(value)], directional: directional)
    }

    /// Applies one builtin step: curves, effects, durations; transitions passed as arguments are read too.
    private func apply(_ step: ValuePath.Step, to value: inout MotionValue, parts: inout [MotionTerm], directional: inout Bool, depth: Int) {
        if let curve = MotionVocabulary.curve(ofName: step.name) { value.curve.insert(curve) }
        if let effect = MotionVocabulary.effect(ofName: step.name) { value.effects.insert(effect) }
        switch step.name {
        case "repeatForever": value.curve.insert(.repeatForever)
        case "push": value.effects.insert(.directional)
        // A move transition comes in from an edge (`.move(edge:)`, `.slide` from the leading edge): directional.
        case "move": value.effects.insert(.directional)
        case "slide" where contextType != "Animation": value.effects.insert(.directional)
        case "asymmetric": directional = true
        default: break
        }
        guard let call = step.call else { return }
        for argument in call.arguments {
            let label = argument.label?.text
            if label == "duration" || (label == nil && ["linear", "easeIn", "easeOut", "easeInOut", "smooth", "snappy", "bouncy"].contains(step.name)) {
                if let number = argument.expression.as(FloatLiteralExprSyntax.self) ?? nil { value.duration = Double(number.literal.text) }
                if let number = argument.expression.as(IntegerLiteralExprSyntax.self) { value.duration = Double(number.literal.text) }
            }
            if ["insertion", "removal", "with"].contains(label ?? "") || (step.name == "combined" && label == nil) {
                parts.append(expecting(contextType == "Animation" ? "AnyTransition" : contextType).term(argument.expression, depth: depth + 1))
            }
            if step.name == "animation", label == nil {
                parts.append(expecting("Animation").term(argument.expression, depth: depth + 1))
            }
            if step.name == "symbolEffect", label == nil {
                // `.contentTransition(.symbolEffect(.replace))`: what the symbol effect shows.
                parts.append(expecting("SymbolEffect").term(argument.expression, depth: depth + 1))
            }
            if label == "bounce" || label == "extraBounce" {
                if let number = argument.expression.as(FloatLiteralExprSyntax.self), Double(number.literal.text) == 0,
                   step.name == "spring" || step.name == "smooth" {
                    value.curve.remove(.spring)
                    value.curve.insert(.ease)
                }
            }
        }
        if step.name == "repeatCount", let first = call.arguments.first?.expression,
           first.trimmedText.contains("infinity") || first.trimmedText.contains("greatestFiniteMagnitude") {
            value.curve.insert(.repeatForever)
        }
    }

    /// A token for `steps` from `root`, with trailing builtin modifiers; call arguments are read for token functions.
    private func token(_ root: SymbolReference.Root, _ steps: ArraySlice<ValuePath.Step>, written: String, depth: Int) -> MotionTerm? {
        var names: [String] = []
        var arguments: [TokenArgument] = []
        var modifiers = MotionValue()
        var parts: [MotionTerm] = []
        var directional = false
        for step in steps {
            if !names.isEmpty, Self.trailingModifiers.contains(step.name) {
                apply(step, to: &modifiers, parts: &parts, directional: &directional, depth: depth)
                continue
            }
            names.append(step.name)
            if let call = step.call {
                arguments = call.arguments.map { argument in
                    let facts = conditions.reads.facts(argument.expression)
                    let literal = argument.expression.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
                    return TokenArgument(label: argument.label?.text, term: term(argument.expression, depth: depth + 1),
                                         polarity: facts.isInformative ? facts.whenTrue : nil, literal: literal)
                }
            }
        }
        guard !names.isEmpty else { return nil }
        let reference = TokenReference(symbol: SymbolReference(root: root, path: names, scope: scope, written: written), arguments: arguments)
        let base = MotionTerm.token(reference, modifiers: modifiers)
        return parts.isEmpty ? base : .combined([base] + parts, directional: directional)
    }
}

