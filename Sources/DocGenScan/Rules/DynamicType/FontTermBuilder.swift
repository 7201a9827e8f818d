import SwiftSyntax

/// Reads font expressions into ``FontTerm``s.
struct FontTermBuilder {
    /// The path of the type the expression is written in.
    let scope: String

    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption",
        "caption2", "extraLargeTitle", "extraLargeTitle2",
    ]
    /// Modifiers of a font that keep how it scales.
    static let fontModifiers: Set<String> = [
        "bold", "weight", "italic", "monospacedDigit", "monospaced", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
        "leading", "width", "design", "withDesign", "withSymbolicTraits", "fontDescriptor",
    ]
    static let uiKitFixed: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]
    static let builtinFontTypes: Set<String> = ["Font", "UIFont", "NSFont"]
    /// `UIFont` class methods that build a font, written without `UIFont.` inside an extension of it.
    static let bareConstructors: Set<String> = uiKitFixed.union(["preferredFont"])

    func term(_ expression: ExprSyntax, depth: Int = 0) -> FontTerm {
        guard depth < 10 else { return .opaque }
        switch ExprTree(expression) {
        case let .ternary(_, then, otherwise):
            return .either([term(then, depth: depth), term(otherwise, depth: depth)])
        case let .ifExpression(ifExpr):
            var branches: [FontTerm] = []
            if let value = ifExpr.body.lastExpression { branches.append(term(value, depth: depth + 1)) }
            if case let .codeBlock(block)? = ifExpr.elseBody, let value = block.lastExpression {
                branches.append(term(value, depth: depth + 1))
            }
            return branches.isEmpty ? .opaque : .either(branches)
        case let .leaf(leaf):
            return self.leaf(leaf, depth: depth)
        default:
            return .opaque
        }
    }

    private func term(_ tree: ExprTree, depth: Int) -> FontTerm {
        if case let .leaf(expression) = tree { return term(expression, depth: depth + 1) }
        if case let .ternary(_, then, otherwise) = tree { return .either([term(then, depth: depth + 1), term(otherwise, depth: depth + 1)]) }
        return .opaque
    }

    private func leaf(_ expression: ExprSyntax, depth: Int) -> FontTerm {
        guard let path = ValuePath(expression) else { return .opaque }
        var steps = path.steps[...]
        if let resized = steps.lastIndex(where: { $0.name == "withSize" && $0.call?.arguments.count == 1 }),
           let argument = steps[resized].call?.arguments.first?.expression {
            // `font.withSize(12)` has the size given, whatever `font` was.
            return modifiers(steps[(resized + 1)...], size(argument))
        }
        switch path.root {
        case .implicit:
            return builtin(steps, type: "Font", depth: depth)
        case .selfReference:
            return steps.isEmpty ? .opaque : .token(symbol(.member(owner: scope), steps, path.written))
        case let .name(written, reference):
            let name = written == "Self" && !scope.isEmpty ? scope : written
            if name == "SwiftUI" || name == "UIKit", let next = steps.first, Self.builtinFontTypes.contains(next.name) {
                return builtin(steps.dropFirst(), type: next.name, depth: depth)
            }
            if name == "UIFontMetrics" || steps.contains(where: { $0.name == "scaledFont" }) {
                return .value(.fontMetrics, size: nil, style: nil)
            }
            if Self.bareConstructors.contains(name), steps.first?.name == name, steps.first?.call != nil {
                // `systemFont(ofSize:)` inside an extension of `UIFont`.
                return builtin(steps, type: "UIFont", depth: depth)
            }
            if Self.builtinFontTypes.contains(name) {
                if steps.first?.name == name, let call = steps.first?.call {
                    // `Font(uiFont)`, `UIFont(name:size:)`.
                    steps = steps.dropFirst()
                    if let descriptor = call.argument(labeled: "descriptor"), Self.number(call.argument(labeled: "size")) == 0 {
                        // `UIFont(descriptor:size: 0)` keeps the descriptor's size: a preferred descriptor is a text style.
                        return modifiers(steps, Self.descriptorTerm(descriptor))
                    }
                    if call.labels.contains("size") {
                        return modifiers(steps, constructionSize(call.argument(labeled: "size")))
                    }
                    if let argument = call.arguments.first?.expression { return modifiers(steps, term(argument, depth: depth + 1)) }
                    return .opaque
                }
                return builtin(steps, type: name, depth: depth)
            }
            if name.first?.isUppercase == true {
                if steps.first?.name == name { return .opaque }
                return applied(symbol(.type(name), steps, path.written), steps.first?.call)
            }
            if steps.first?.name == name, let call = steps.first?.call {
                // `appFont(size: 14)`: a function of the enclosing type or the top level.
                return applied(symbol(.member(owner: scope), steps, path.written), call)
            }
            if steps.isEmpty, let value = LocalBindings.value(of: name, before: Syntax(reference)) {
                return term(value, depth: depth + 1)
            }
            if steps.isEmpty, LocalBindings.isParameter(name, around: Syntax(reference)) { return .parameter(name) }
            let all = [ValuePath.Step(name: name, call: nil, node: ExprSyntax(reference))] + steps
            return .token(symbol(.member(owner: scope), all[...], path.written))
        }
    }

    /// Steps on `Font`/`UIFont`: text styles, `system(…)`, `custom(…)`, `preferredFont`, fixed UIKit fonts; a name
    /// that is none of these is a token of the type (`.appTitle` in an extension of `Font`).
    private func builtin(_ steps: ArraySlice<ValuePath.Step>, type: String, depth: Int) -> FontTerm {
        guard let first = steps.first else { return .opaque }
        let rest = steps.dropFirst()
        if Self.textStyles.contains(first.name), first.call == nil {
            return modifiers(rest, .value(.textStyle, size: nil, style: first.name))
        }
        guard let call = first.call else {
            return .token(symbol(.type(type), steps, "." + steps.map(\.name).joined(separator: ".")))
        }
        switch first.name {
        case "system":
            // `.system(.title, design:)` and `.system(style)` (a `Font.TextStyle` value) are text styles.
            guard call.labels.contains("size") else {
                let style = call.firstUnlabeledArgument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.firstUnlabeledArgument?.trimmedText
                return modifiers(rest, .value(.textStyle, size: nil, style: style))
            }
            return modifiers(rest, constructionSize(call.argument(labeled: "size")))
        case "custom":
            if let fixedSize = call.argument(labeled: "fixedSize") {
                // A size read from an instance `@ScaledMetric` scales even through `fixedSize:`.
                let sized = size(fixedSize)
                if case let .value(.fixed, number, _) = sized { return modifiers(rest, .value(.fixedCustom, size: number, style: nil)) }
                return modifiers(rest, sized)
            }
            let size = Self.number(call.argument(labeled: "size"))
            return modifiers(rest, .value(.relativeCustom, size: size, style: call.argument(labeled: "relativeTo").map(\.trimmedText)))
        case "preferredFont":
            // A UIKit text style: it follows the setting only on a label that adjusts.
            let style = call.argument(labeled: "forTextStyle")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return modifiers(rest, .value(.textStyle, size: nil, style: "UIFont." + (style ?? "textStyle")))
        default:
            if Self.uiKitFixed.contains(first.name) {
                return modifiers(rest, constructionSize(call.argument(labeled: "ofSize")))
            }
            return applied(symbol(.type(type), steps, "." + steps.map(\.name).joined(separator: ".")), call)
        }
    }

    /// A font descriptor (or a local holding one) built from `preferredFontDescriptor(withTextStyle:)` is a UIKit text
    /// style; any other descriptor cannot be told.
    static func descriptorTerm(_ expression: ExprSyntax) -> FontTerm {
        var texts = [expression.trimmedText]
        for token in expression.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let value = LocalBindings.value(of: token.text, before: Syntax(reference)) else { continue }
            texts.append(value.trimmedText)
        }
        guard texts.contains(where: { $0.contains("preferredFontDescriptor") }) else { return .opaque }
        return .value(.textStyle, size: nil, style: "UIFont.textStyle")
    }

    /// A token, with the arguments of its call when it is a function called with some.
    private func applied(_ reference: SymbolReference, _ call: FunctionCallExprSyntax?) -> FontTerm {
        guard let call, !call.arguments.isEmpty else { return .token(reference) }
        return .applied(reference, arguments: arguments(of: call))
    }

    /// Font modifiers after a value keep it; anything else makes it unreadable.
    private func modifiers(_ steps: ArraySlice<ValuePath.Step>, _ base: FontTerm) -> FontTerm {
        for (position, step) in zip(steps.indices, steps) where !Self.fontModifiers.contains(step.name) {
            if step.name == "scaledFont" { return .value(.fontMetrics, size: nil, style: nil) }
            if step.name == "pointSize", step.call == nil, position == steps.index(before: steps.endIndex) {
                // A font made only for its size: a fixed font stays fixed, any other gives a number copied once.
                return .either([base, Self.copiedSize])
            }
            return .opaque
        }
        return base
    }

    /// A size copied from a font's `pointSize`.
    static let copiedSize = FontTerm.value(.copiedSize, size: nil, style: nil)

    /// Whether a path reads `pointSize` of a font made by a call (`UIFont.preferredFont(forTextStyle: .body).pointSize`,
    /// `UIFont.systemFont(ofSize: 14).pointSize`): a number copied once.
    static func readsMadeFontSize(_ path: ValuePath) -> Bool {
        guard let last = path.steps.last, last.name == "pointSize", last.call == nil else { return false }
        // A call that makes a font or a font descriptor (`preferredFont`, `systemFont`, `UIFont(…)`, `preferredFontDescriptor`).
        return path.steps.dropLast().contains { $0.call != nil && $0.name.lowercased().contains("font") }
    }

    /// The arguments of a call, each read as a size and as a font.
    func arguments(of call: FunctionCallExprSyntax) -> [FontArgument] {
        call.arguments.map { FontArgument(label: $0.label?.text, size: size($0.expression), font: term($0.expression)) }
    }

    /// Functions of numbers whose result scales when an argument does.
    static let numericFunctions: Set<String> = ["min", "max", "round", "ceil", "floor", "abs", "CGFloat", "Double", "Float", "Int"]

    /// The size a construction is given: a literal of 1 pt or less is a placeholder (the font carries a face and is
    /// resized before it is shown), anything else a size read by ``size(_:depth:)``.
    func constructionSize(_ expression: ExprSyntax?) -> FontTerm {
        if let number = Self.number(expression), number <= 1 { return .value(.placeholder, size: number, style: nil) }
        return size(expression)
    }

    /// Whether a size is the `pointSize` of the font a method of `UIFont`/`Font` is called on (`pointSize`,
    /// `self.pointSize`).
    private func isOwnPointSize(_ path: ValuePath) -> Bool {
        guard Self.builtinFontTypes.contains(scope) else { return false }
        switch path.root {
        case .selfReference: return path.steps.map(\.name) == ["pointSize"] && path.steps.first?.call == nil
        case let .name(written, reference):
            // A local or parameter named `pointSize` is not the font's own.
            return written == "pointSize" && path.steps.isEmpty && LocalBindings.value(of: written, before: Syntax(reference)) == nil
                && !LocalBindings.isParameter(written, around: Syntax(reference))
        case .implicit: return false
        }
    }

    /// A size argument, read by its structure: a literal is fixed; arithmetic scales when an operand does; a
    /// conditional is its branches; `UIFontMetrics.scaledValue(for:)` scales; a name is resolved later (an
    /// instance `@ScaledMetric` scales, a constant is read in turn), and so is a function of the project.
    func size(_ expression: ExprSyntax?, depth: Int = 0) -> FontTerm {
        guard let expression else { return .value(.fixed, size: nil, style: nil) }
        guard depth < 12 else { return .opaque }
        if let number = Self.number(expression) { return .value(.fixed, size: number, style: nil) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first?.expression {
            return size(only, depth: depth + 1)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return size(prefix.expression, depth: depth + 1) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return .either([size(ternary.thenExpression, depth: depth + 1), size(ternary.elseExpression, depth: depth + 1)])
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return size(sequence: Array(sequence.elements), depth: depth + 1) }
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var branches: [FontTerm] = []
            if let value = ifExpr.body.lastExpression { branches.append(size(value, depth: depth + 1)) }
            if case let .codeBlock(block)? = ifExpr.elseBody, let value = block.lastExpression { branches.append(size(value, depth: depth + 1)) }
            return branches.isEmpty ? .opaque : .either(branches)
        }
        if let cast = expression.as(AsExprSyntax.self) { return size(cast.expression, depth: depth + 1) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if FontSyntax.isFontMetricsScaling(call) { return .value(.fontMetrics, size: nil, style: nil) }
            if !call.isMemberCall, let name = call.calleeName, Self.numericFunctions.contains(name) {
                return .combined(call.arguments.map { size($0.expression, depth: depth + 1) })
            }
        }
        guard let path = ValuePath(expression) else { return .opaque }
        if isOwnPointSize(path) { return .value(.keptSize, size: nil, style: nil) }
        if Self.readsMadeFontSize(path) { return Self.copiedSize }
        switch path.root {
        case .implicit:
            return .opaque
        case .selfReference:
            guard !path.steps.isEmpty, path.steps.dropLast().allSatisfy({ $0.call == nil }) else { return .opaque }
            return sized(SymbolReference(root: .member(owner: scope), path: path.steps.map(\.name), scope: scope, written: path.written),
                         path.steps.last?.call)
        case let .name(written, reference):
            // `Self.iconSize` is a member of the type the expression is written in.
            let root = written == "Self" && !scope.isEmpty ? scope : written
            if root.first?.isUppercase == true {
                if path.steps.first?.name == root { return .opaque }  // `CGFloat(…)` is read above; another type's value is not a size
                guard !path.steps.isEmpty, path.steps.dropLast().allSatisfy({ $0.call == nil }) else { return .opaque }
                return sized(SymbolReference(root: .type(root), path: path.steps.map(\.name), scope: scope, written: path.written),
                             path.steps.last?.call)
            }
            if path.steps.first?.name == root, let call = path.steps.first?.call, path.steps.count == 1 {
                return .sizeCall(SymbolReference(root: .member(owner: scope), path: [root], scope: scope, written: path.written),
                                 arguments: arguments(of: call))
            }
            guard path.steps.allSatisfy({ $0.call == nil }) else { return .opaque }
            if let value = LocalBindings.value(of: root, before: Syntax(reference)) {
                if path.steps.isEmpty { return size(value, depth: depth + 1) }
                // `let sizes = current.sizes` then `sizes.fontSize`: the field of what the local holds.
                if let held = ValuePath(value), held.steps.allSatisfy({ $0.call == nil }), case let .name(heldRoot, _) = held.root,
                   heldRoot.first?.isUppercase == false, heldRoot != root {
                    let names = [heldRoot] + (held.steps + path.steps).map(\.name)
                    return .metric(SymbolReference(root: .member(owner: scope), path: names, scope: scope, written: path.written), fallbackSize: nil)
                }
            }
            if path.steps.isEmpty, LocalBindings.isParameter(root, around: Syntax(reference)) { return .parameter(root) }
            let names = [root] + path.steps.map(\.name)
            return .metric(SymbolReference(root: .member(owner: scope), path: names, scope: scope, written: path.written), fallbackSize: nil)
        }
    }

    /// A flat operator sequence: a ternary is its branches, anything else the operands combined.
    private func size(sequence elements: [ExprSyntax], depth: Int) -> FontTerm {
        if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) {
            let rest = Array(elements[(index + 1)...])
            return .either([size(ternary.thenExpression, depth: depth + 1),
                            rest.count == 1 ? size(rest[0], depth: depth + 1) : size(sequence: rest, depth: depth + 1)])
        }
        let operands = elements.filter { !$0.is(BinaryOperatorExprSyntax.self) && !$0.is(UnresolvedAsExprSyntax.self) && !$0.is(TypeExprSyntax.self) }
        if operands.count == 1 { return size(operands[0], depth: depth + 1) }
        return .combined(operands.map { size($0, depth: depth + 1) })
    }

    /// A size named by a path, or returned by a function the path calls.
    private func sized(_ reference: SymbolReference, _ call: FunctionCallExprSyntax?) -> FontTerm {
        guard let call else { return .metric(reference, fallbackSize: nil) }
        return .sizeCall(reference, arguments: arguments(of: call))
    }

    private func symbol(_ root: SymbolReference.Root, _ steps: ArraySlice<ValuePath.Step>, _ written: String) -> SymbolReference {
        var names: [String] = []
        for step in steps {
            if !names.isEmpty, Self.fontModifiers.contains(step.name) { break }
            names.append(step.name)
        }
        return SymbolReference(root: root, path: names, scope: scope, written: written)
    }

    static func number(_ expression: ExprSyntax?) -> Double? {
        guard let expression else { return nil }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
        return nil
    }
}
