import SwiftSyntax

/// Reads colour expressions — and the views a background or a `ZStack`'s first child is made of — into
/// ``ColorTerm``s; names defined elsewhere stay symbolic.
struct ColorTermBuilder {
    typealias Names = ColorVocabulary
    /// The path of the type the expression is written in.
    let scope: String
    /// The property whose `didSet` or `willSet` the expression is written in (``observedProperty(around:)``).
    var observed: String?

    func term(_ expression: ExprSyntax, depth: Int = 0) -> ColorTerm {
        guard depth < 12 else { return .runtime(expression.trimmedText) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return term(elements: Array(sequence.elements), depth: depth) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return choice(condition: [Syntax(ternary.condition)], [term(ternary.thenExpression, depth: depth + 1), term(ternary.elseExpression, depth: depth + 1)])
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return term(only.expression, depth: depth + 1)
        }
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var branches: [ColorTerm] = []
            if let value = ifExpr.body.lastExpression { branches.append(term(value, depth: depth + 1)) }
            if case let .codeBlock(block)? = ifExpr.elseBody, let value = block.lastExpression { branches.append(term(value, depth: depth + 1)) }
            if case let .ifExpr(nested)? = ifExpr.elseBody { branches.append(term(ExprSyntax(nested), depth: depth + 1)) }
            return choice(condition: [Syntax(ifExpr.conditions)], branches)
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            let branches = switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements.lastExpressionValue }
            let labels = switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self).map { Syntax($0.label) } }
            return choice(condition: [Syntax(switchExpr.subject)] + labels, branches.map { term($0, depth: depth + 1) })
        }
        // `(isOn ? Color.brand : Color.secondary).opacity(0.15)`: the parenthesised colour, made translucent.
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           Names.opacityModifiers.contains(access.declName.baseName.text), let tuple = access.base?.as(TupleExprSyntax.self),
           tuple.elements.count == 1, let inner = tuple.elements.first, inner.label == nil {
            let argument = call.argument(labeled: "alpha") ?? call.argument(labeled: "opacity") ?? call.arguments.first?.expression
            return .opacity(term(inner.expression, depth: depth + 1), argument.map(scalar) ?? .opaque)
        }
        // A palette indexed at run time (`colors[index % colors.count]`): any of its colours.
        if let element = expression.as(SubscriptCallExprSyntax.self), element.arguments.count == 1 {
            return term(element.calledExpression, depth: depth + 1)
        }
        if let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty {
            return .choice(key: nil, array.elements.map { term($0.expression, depth: depth + 1) })
        }
        return leaf(expression, depth: depth)
    }

    /// The value of an assignment, given as the elements after `=` of its unfolded sequence.
    /// The stored property whose `didSet` or `willSet` holds `node`, if any.
    static func observedProperty(around node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let accessor = parent.as(AccessorDeclSyntax.self) {
                guard ["didSet", "willSet"].contains(accessor.accessorSpecifier.text),
                      let binding = accessor.ancestor(PatternBindingSyntax.self) else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(FunctionDeclSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    func term(assigned elements: [ExprSyntax]) -> ColorTerm {
        elements.count == 1 ? term(elements[0]) : term(elements: elements, depth: 0)
    }

    /// A flat operator sequence: a ternary (loosest), `??`, or anything else (known only at run time).
    private func term(elements: [ExprSyntax], depth: Int) -> ColorTerm {
        if elements.count == 1 { return term(elements[0], depth: depth + 1) }
        if let mark = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), mark > 0,
           let ternary = elements[mark].as(UnresolvedTernaryExprSyntax.self), mark + 1 < elements.count {
            return choice(condition: elements[..<mark].map(Syntax.init),
                          [term(ternary.thenExpression, depth: depth + 1), term(elements: Array(elements[(mark + 1)...]), depth: depth + 1)])
        }
        if let split = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }), split > 0,
           split + 1 < elements.count {
            return .choice(key: nil, [term(elements: Array(elements[..<split]), depth: depth + 1),
                                      term(elements: Array(elements[(split + 1)...]), depth: depth + 1)])
        }
        return .runtime(elements.map(\.trimmedText).joined(separator: " "))
    }

    /// Alternatives chosen by a condition: a value chosen on the appearance adapts; otherwise the condition, written in
    /// this type, keys the alternatives.
    private func choice(condition: [Syntax], _ branches: [ColorTerm]) -> ColorTerm {
        if condition.contains(where: Self.readsAppearance) {
            return .adaptive(AdaptiveColor(what: "a value chosen by the colour scheme", followsAppearance: true))
        }
        // Pressed or hovered feedback lasts a moment: a control is judged at rest.
        if branches.count == 2, let negated = Self.interactionState(condition) { return negated ? branches[0] : branches[1] }
        return .choice(key: scope + ":" + condition.map(\.compactText).joined(), branches)
    }

    /// For a condition that is only a control's pressed, hovered or highlighted state (`configuration.isPressed`,
    /// `!isHovering`): whether it is negated; nil for any other condition.
    static func interactionState(_ condition: [Syntax]) -> Bool? {
        let tokens = condition.flatMap { $0.tokens(viewMode: .sourceAccurate) }
        let names = tokens.compactMap { token -> String? in
            if case let .identifier(name) = token.tokenKind { return name }
            return nil
        }
        guard let last = names.last, ColorVocabulary.words(last).contains(where: ["pressed", "hovering", "hovered", "highlighted"].contains),
              tokens.allSatisfy({ $0.text == "!" || $0.text == "." || $0.tokenKind == .keyword(.self) || names.contains($0.text) }) else { return nil }
        return tokens.first?.text == "!"
    }

    /// Whether a condition reads the appearance (``ColorVocabulary/readsAppearance(_:)``).
    static func readsAppearance(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            if case let .identifier(name) = token.tokenKind { return Names.readsAppearance(name) }
            return false
        }
    }

    // MARK: leaves

    private func leaf(_ expression: ExprSyntax, depth: Int) -> ColorTerm {
        if let closure = expression.as(ClosureExprSyntax.self) {
            return closure.statements.last.flatMap { $0.item.as(ExprSyntax.self) }.map { term($0, depth: depth + 1) } ?? .runtime("a closure")
        }
        // `{ if raised { return .clear }; return Color("Card") }()`: the values the closure returns.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            return ColorDefinition.body(closure.statements, builder: self)
        }
        guard let path = ValuePath(expression) else { return .runtime(expression.trimmedText) }
        let steps = path.steps[...]
        switch path.root {
        case .implicit:
            guard let first = steps.first else { return .runtime(path.written) }
            if first.name == "init", let call = first.call { return modifiers(steps.dropFirst(), constructor(call, type: "Color", depth: depth)) }
            return member(of: "Color", steps, written: path.written, depth: depth, concrete: Self.takesColor(expression))
        case .selfReference:
            if steps.isEmpty { return .parameter("self", fallback: nil) }
            return token(.member(owner: scope), steps, written: path.written, depth: depth)
        case let .name(name, reference):
            if let first = steps.first, first.name == name, let call = first.call, name.first?.isUppercase == true {
                return modifiers(steps.dropFirst(), constructed(name, call, depth: depth))
            }
            if name == "SwiftUI" || name == "UIKit", let next = steps.first, Names.colorTypes.contains(next.name) {
                return member(of: next.name, steps.dropFirst(), written: path.written, depth: depth)
            }
            if Names.colorTypes.contains(name) || name == "Material" {
                return member(of: name, steps, written: path.written, depth: depth, concrete: name != "ShapeStyle")
            }
            if name.drop(while: { $0 == "_" }).first?.isUppercase == true {
                if let first = steps.first, first.name == name, let call = first.call {
                    return modifiers(steps.dropFirst(), constructed(name, call, depth: depth))
                }
                return token(.type(name), steps, written: path.written, depth: depth)
            }
            // A local colour read as is, through a property, or made translucent (`textColor.opacity(0.6)`).
            if steps.isEmpty || steps.first?.call == nil || Names.opacityModifiers.contains(steps.first?.name ?? ""),
               let value = LocalBindings.value(of: name, before: Syntax(reference)) {
                return modifiers(steps, term(value, depth: depth + 1))
            }
            // `metric.color` in `ForEach(metrics) { metric in … }`: a member of the collection's element.
            if let first = steps.first, first.call == nil, let collection = IteratedElements.collection(of: name, around: Syntax(reference)) {
                let element = ColorTerm.element(of: term(collection, depth: depth + 1), name: name)
                return modifiers(steps.dropFirst(), .member(element, name: first.name))
            }
            if LocalBindings.isParameter(name, around: Syntax(reference)) {
                let parameter = Self.parameter(name, around: Syntax(reference))
                // A parameter of another type (a theme style, a palette index) is not a colour.
                if let type = parameter?.type, !Self.isColorType(type) { return .runtime(name) }
                let fallback = (parameter?.defaultValue?.value).map { term($0, depth: depth + 1) } ?? parameter.flatMap(passed)
                return modifiers(steps, .parameter(name, fallback: fallback))
            }
            if let first = steps.first, first.name == name, first.call != nil {
                return token(.member(owner: scope), steps, written: path.written, depth: depth)
            }
            if name == observed {
                let own = token(.member(owner: scope), [ValuePath.Step(name: name, call: nil, node: ExprSyntax(reference))][...], written: name, depth: depth)
                return modifiers(steps, .observed(own, owner: scope, name: name))
            }
            let all = [ValuePath.Step(name: name, call: nil, node: ExprSyntax(reference))] + steps
            return token(.member(owner: scope), all[...], written: path.written, depth: depth)
        }
    }

    /// A parameter without a default of a helper function of the type: what the helper's callers pass for it.
    private func passed(_ parameter: FunctionParameterSyntax) -> ColorTerm? {
        guard let function = parameter.parent?.parent?.parent?.parent?.as(FunctionDeclSyntax.self),
              let position = function.signature.parameterClause.parameters.firstIndex(where: { $0.id == parameter.id }) else { return nil }
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        let offset = function.signature.parameterClause.parameters.distance(from: function.signature.parameterClause.parameters.startIndex, to: position)
        let reference = SymbolReference(root: .member(owner: scope), path: [function.name.text], scope: scope, written: function.name.text)
        return .passed(reference, label: label, position: offset)
    }

    /// A static member of a colour type (or an implicit member): a builtin colour, or a token of the type.
    private func member(of type: String, _ steps: ArraySlice<ValuePath.Step>, written: String, depth: Int, concrete: Bool = false) -> ColorTerm {
        guard let first = steps.first else { return .runtime(written) }
        let rest = steps.dropFirst()
        if first.call == nil, let builtin = Self.builtin(first.name) {
            // `Color.background` read as a `Color` is the app's own token when it declares one (SwiftUI's is a ShapeStyle).
            if concrete, Names.styleOnly.contains(first.name) {
                let symbol = SymbolReference(root: .type(type), path: [first.name], scope: scope, written: written)
                return modifiers(rest, .shadowed(symbol, builtin: builtin))
            }
            return modifiers(rest, builtin)
        }
        if first.name == "init", let call = first.call { return modifiers(rest, constructor(call, type: type, depth: depth)) }
        if Names.gradients.contains(first.name), let call = first.call { return modifiers(rest, gradient(call, depth: depth)) }
        if first.name == "color", let call = first.call, let argument = call.firstUnlabeledArgument {
            return modifiers(rest, term(argument, depth: depth + 1))
        }
        return token(.type(type), steps, written: written, depth: depth)
    }

    /// A builtin colour named on a colour type or implicitly.
    /// Whether an implicit member is an argument of a modifier that takes a `Color` (not any `ShapeStyle`), where a
    /// colour the app declares on `Color` is found.
    static func takesColor(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return ["foregroundColor", "accentColor"].contains(call.calleeName ?? "")
    }

    static func builtin(_ name: String) -> ColorTerm? {
        if let fixed = Names.fixed[name] { return .fixed(fixed, "." + name) }
        if name == "clear" { return .clear }
        if Names.systemHues.contains(name) { return .adaptive(AdaptiveColor(what: "system hue ." + name)) }
        if Names.semantic.contains(name) { return .adaptive(AdaptiveColor(what: "semantic ." + name)) }
        if Names.materials.contains(name) { return .adaptive(AdaptiveColor(what: "a material")) }
        return nil
    }

    /// A token: the names up to its first call (a token function) or the first modifier of colours, then modifiers.
    private func token(_ root: SymbolReference.Root, _ steps: ArraySlice<ValuePath.Step>, written: String, depth: Int) -> ColorTerm {
        var names: [String] = []
        var rest = steps
        var call: FunctionCallExprSyntax?
        while let step = rest.first {
            if !names.isEmpty, let call = step.call, Self.fills.contains(step.name) {
                // `shape.fill(X)`: the view is filled with X; a shape only stroked fills nothing.
                guard step.name != "stroke", step.name != "strokeBorder", let argument = call.arguments.first?.expression else { return .clear }
                return modifiers(rest.dropFirst(), term(argument, depth: depth + 1))
            }
            if !names.isEmpty, Self.isModifier(step.name) { break }
            names.append(step.name)
            rest = rest.dropFirst()
            if let stepCall = step.call {
                call = stepCall
                break
            }
        }
        guard !names.isEmpty else { return .runtime(written) }
        let reference = SymbolReference(root: root, path: names, scope: scope, written: written)
        let base: ColorTerm = if let call, !call.arguments.isEmpty {
            .applied(reference, arguments: call.arguments.map { argument in
                ColorArgument(label: argument.label?.text, color: term(argument.expression, depth: depth + 1), scalar: scalar(argument.expression),
                              written: scope + ":" + argument.expression.trimmedText)
            })
        } else {
            .token(reference)
        }
        return modifiers(rest, base)
    }

    /// Modifiers that fill a view with their argument, and those that only stroke it.
    static let fills: Set<String> = ["fill", "foregroundColor", "foregroundStyle", "stroke", "strokeBorder"]

    private static func isModifier(_ name: String) -> Bool {
        Names.opacityModifiers.contains(name) || Names.keeping.contains(name) || Names.hierarchical[name] != nil
    }

    /// The steps after a colour: opacity, hierarchical styles, modifiers that keep it, and members of colour extensions.
    private func modifiers(_ steps: ArraySlice<ValuePath.Step>, _ base: ColorTerm) -> ColorTerm {
        switch base {
        case .clear, .view:
            // A view with a background of its own shows it where the view is not opaque (a stroked shape, a stack).
            guard let position = steps.firstIndex(where: { $0.name == "background" }), let call = steps[position].call,
                  let filled = BackdropFinder.backgroundTerm(call, builder: self), !filled.isClear else { return base }
            return modifiers(steps[(position + 1)...], filled)
        case .adaptive, .runtime:
            return base
        default:
            break
        }
        var result = base
        for step in steps {
            if Names.opacityModifiers.contains(step.name), let call = step.call {
                let argument = call.argument(labeled: "alpha") ?? call.argument(labeled: "opacity") ?? call.arguments.first?.expression
                result = .opacity(result, argument.map(scalar) ?? .opaque)
            } else if step.call == nil, let opacity = Names.hierarchical[step.name] {
                result = .opacity(result, .number(opacity))
            } else if Names.keeping.contains(step.name) || ["fill", "foregroundColor", "foregroundStyle", "tint"].contains(step.name) {
                continue
            } else {
                result = .member(result, name: step.name)
            }
        }
        return result
    }

    // MARK: constructions

    /// `Name(…)` at the root of an expression: a colour, a gradient, a shape, a picture, a stack, a wrapper or a component.
    private func constructed(_ name: String, _ call: FunctionCallExprSyntax, depth: Int) -> ColorTerm {
        if Names.colorTypes.contains(name) { return constructor(call, type: name, depth: depth) }
        if Names.gradients.contains(name) { return gradient(call, depth: depth) }
        if Names.wrappers.contains(name), let argument = call.arguments.first?.expression { return term(argument, depth: depth + 1) }
        if let picture = Names.pictures[name] { return .view(picture) }
        if Names.shapes.contains(name) { return shapeFill(call, depth: depth) }
        if ["ZStack", "Group", "GeometryReader"].contains(name), let closure = call.trailingClosure ?? call.closures.first {
            // The bottom layer: the first view, with the alternatives of an `if` or `switch` it is chosen by.
            guard let first = BuilderViews.first(in: closure.statements) else { return .clear }
            return term(first, depth: depth + 1)
        }
        return .view(name)
    }

    /// A shape's fill: the `.fill`, `.foregroundColor` or `.foregroundStyle` on its chain; a shape only stroked fills
    /// nothing; a shape with neither is filled with the adaptive foreground colour.
    private func shapeFill(_ call: FunctionCallExprSyntax, depth: Int) -> ColorTerm {
        var node = Syntax(call)
        var stroked = false
        var opacity: [ScalarTerm] = []
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            let name = member.declName.baseName.text
            let outer = member.parent?.as(FunctionCallExprSyntax.self)
            if ["fill", "foregroundColor", "foregroundStyle"].contains(name), let argument = outer?.arguments.first?.expression {
                var filled = term(argument, depth: depth + 1)
                for value in opacity { filled = .opacity(filled, value) }
                return filled
            }
            if name == "stroke" || name == "strokeBorder" { stroked = true }
            if name == "opacity", let argument = outer?.arguments.first?.expression { opacity.append(scalar(argument)) }
            node = outer.map(Syntax.init) ?? Syntax(member)
        }
        return stroked ? .clear : .adaptive(AdaptiveColor(what: "a shape in the foreground colour"))
    }

    /// `Color(…)`, `UIColor(…)`, `CGColor(…)`, `.init(…)` on a colour type.
    private func constructor(_ call: FunctionCallExprSyntax, type: String, depth: Int) -> ColorTerm {
        let labels = call.labels.compactMap { $0 }
        func component(_ label: String) -> ScalarTerm { call.argument(labeled: label).map(scalar) ?? .number(1) }
        let alpha = call.argument(labeled: "alpha") ?? call.argument(labeled: "opacity")
        let alphaTerm = alpha.map(scalar) ?? .number(1)
        if call.trailingClosure != nil || labels.contains("dynamicProvider") || labels.contains("light") && labels.contains("dark") {
            return .adaptive(AdaptiveColor(what: "a colour chosen by the appearance", followsAppearance: true))
        }
        if labels.contains("red") || labels.contains("displayP3Red") || labels.contains("srgbRed") {
            let red = call.argument(labeled: "red") ?? call.argument(labeled: "displayP3Red") ?? call.argument(labeled: "srgbRed")
            return .components(.rgb, [red.map(scalar) ?? .opaque, component("green"), component("blue")], alpha: alphaTerm)
        }
        if labels.contains("white") || labels.contains("gray") {
            return .components(.white, [call.argument(labeled: "white").map(scalar) ?? component("gray")], alpha: alphaTerm)
        }
        if labels.contains("hue") {
            return .components(.hsb, [component("hue"), component("saturation"), component("brightness")], alpha: alphaTerm)
        }
        if let label = labels.first(where: Names.hexLabels.contains), let argument = call.argument(labeled: label) {
            let color = ColorTerm.hex(scalar(argument))
            return alpha.map { .opacity(color, scalar($0)) } ?? color
        }
        if labels.contains("named") || labels.contains("resource") {
            return .adaptive(AdaptiveColor(what: "asset " + (call.arguments.first?.expression.trimmedText ?? "")))
        }
        for label in ["uiColor", "nsColor", "cgColor", "ciColor", "color"] {
            if let argument = call.argument(labeled: label) { return term(argument, depth: depth + 1) }
        }
        guard let first = call.arguments.first, first.label == nil else { return .runtime(type + call.trimmedText) }
        if let literal = first.expression.as(StringLiteralExprSyntax.self) {
            return .adaptive(AdaptiveColor(what: "asset " + literal.trimmedText))
        }
        if let implicit = first.expression.as(MemberAccessExprSyntax.self), implicit.base == nil {
            // `Color(.label)`, `Color(.white)`; another name is a generated asset symbol (`Color(.brandBlue)`).
            let name = implicit.declName.baseName.text
            if let builtin = Self.builtin(name) { return builtin }
            if call.arguments.count >= 2 { return .runtime(type + call.trimmedText) }
            return .adaptive(AdaptiveColor(what: "asset ." + name))
        }
        if call.arguments.count == 1 { return term(first.expression, depth: depth + 1) }
        return .runtime(type + call.trimmedText)
    }

    /// The colours of a gradient: `colors:`, `stops:` (each stop's `color:`) or a nested `gradient:`.
    private func gradient(_ call: FunctionCallExprSyntax, depth: Int) -> ColorTerm {
        if let nested = call.argument(labeled: "gradient") { return term(nested, depth: depth + 1) }
        if let colors = call.argument(labeled: "colors")?.as(ArrayExprSyntax.self) {
            return .gradient(colors.elements.map { term($0.expression, depth: depth + 1) })
        }
        if let stops = call.argument(labeled: "stops")?.as(ArrayExprSyntax.self) {
            return .gradient(stops.elements.compactMap { element in
                element.expression.as(FunctionCallExprSyntax.self)?.argument(labeled: "color").map { term($0, depth: depth + 1) }
            })
        }
        if let colors = call.argument(labeled: "colors") ?? call.argument(labeled: "stops") { return .runtime(colors.trimmedText) }
        return .runtime(call.trimmedText)
    }

    // MARK: numbers and strings

    func scalar(_ expression: ExprSyntax) -> ScalarTerm {
        if let number = Self.number(expression) { return .number(number) }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            guard string.segments.count == 1, let segment = string.segments.first?.as(StringSegmentSyntax.self) else { return .opaque }
            return .text(segment.content.text)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return .arithmetic("-", .number(0), scalar(prefix.expression))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return scalar(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return arithmetic(Array(sequence.elements)) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            if let negated = Self.interactionState([Syntax(ternary.condition)]) { return scalar(negated ? ternary.thenExpression : ternary.elseExpression) }
            return .choice([scalar(ternary.thenExpression), scalar(ternary.elseExpression)])
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let name = call.calleeName,
           ["CGFloat", "Double", "Float", "Int", "init"].contains(name), let only = call.arguments.first {
            return scalar(only.expression)
        }
        guard let path = ValuePath(expression), path.steps.allSatisfy({ $0.call == nil }) else { return .opaque }
        switch path.root {
        case let .name(name, reference):
            if name.first?.isUppercase == true {
                return .token(SymbolReference(root: .type(name), path: path.steps.map(\.name), scope: scope, written: path.written))
            }
            if path.steps.isEmpty, let value = LocalBindings.value(of: name, before: Syntax(reference)) { return scalar(value) }
            if path.steps.isEmpty, LocalBindings.isParameter(name, around: Syntax(reference)) {
                return Self.parameterDefault(name, around: Syntax(reference)).map { .choice([.parameter(name), scalar($0)]) } ?? .parameter(name)
            }
            return .token(SymbolReference(root: .member(owner: scope), path: [name] + path.steps.map(\.name), scope: scope, written: path.written))
        case .selfReference:
            return .token(SymbolReference(root: .member(owner: scope), path: path.steps.map(\.name), scope: scope, written: path.written))
        case .implicit:
            return .opaque
        }
    }

    /// `a op b op c` with `*` and `/` binding tighter than `+` and `-`.
    private func arithmetic(_ elements: [ExprSyntax]) -> ScalarTerm {
        if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let mark = elements[ternary].as(UnresolvedTernaryExprSyntax.self), ternary + 1 < elements.count {
            let rest = arithmetic(Array(elements[(ternary + 1)...]))
            if let negated = Self.interactionState(elements[..<ternary].map(Syntax.init)) { return negated ? scalar(mark.thenExpression) : rest }
            return .choice([scalar(mark.thenExpression), rest])
        }
        // `hex ?? defaultHex`: the value when there is one, else the fallback.
        if let split = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }), split > 0,
           split + 1 < elements.count {
            return .choice([arithmetic(Array(elements[..<split])), arithmetic(Array(elements[(split + 1)...]))])
        }
        for operators in [["+", "-"], ["*", "/"]] {
            if let split = elements.indices.reversed().first(where: { index in
                index % 2 == 1 && operators.contains(elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            }), let symbol = elements[split].as(BinaryOperatorExprSyntax.self)?.operator.text.first {
                return .arithmetic(symbol, arithmetic(Array(elements[..<split])), arithmetic(Array(elements[(split + 1)...])))
            }
        }
        return elements.count == 1 ? scalar(elements[0]) : .opaque
    }

    /// A number literal: `0.5`, `12`, `0x9A`, `1_000`.
    static func number(_ expression: ExprSyntax?) -> Double? {
        guard let expression else { return nil }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")) }
        guard let integer = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        let text = integer.literal.text.replacingOccurrences(of: "_", with: "")
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16).map { Double($0) } }
        if text.hasPrefix("0b") { return UInt64(text.dropFirst(2), radix: 2).map { Double($0) } }
        return Double(text)
    }

    /// The parameter `name` of the function or initialiser around `node`.
    static func parameter(_ name: String, around node: Syntax) -> FunctionParameterSyntax? {
        var current = node.parent
        while let syntax = current {
            let parameters = syntax.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? syntax.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters { return parameters.first { ($0.secondName ?? $0.firstName).text == name } }
            if let closure = syntax.as(ClosureExprSyntax.self), let signature = closure.signature,
               signature.compactText.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(Substring(name)) {
                return nil
            }
            if DeclarationBoundary.isBoundary(syntax) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// The default value of the parameter `name` of the function or initialiser around `node`.
    static func parameterDefault(_ name: String, around node: Syntax) -> ExprSyntax? {
        parameter(name, around: node)?.defaultValue?.value
    }

    /// Whether a written type holds a colour (`Color`, `UIColor?`, `some ShapeStyle`, `AnyShapeStyle`, a gradient).
    static func isColorType(_ type: TypeSyntax) -> Bool {
        let name = TypeName.normalise(type) ?? ""
        return Names.colorTypes.contains(name) || Names.gradients.contains(name) || Names.wrappers.contains(name) || name == "Material"
    }
}

/// The views a view builder's statements show, in order: expressions, and the first view of each `if` or `switch`.
enum BuilderViews {
    /// The first statement that shows a view, as written (an `if` or `switch` expression stays one).
    static func first(in statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        statements.lazy.compactMap { $0.item.as(ExprSyntax.self) ?? $0.item.as(ExpressionStmtSyntax.self)?.expression }.first
    }

    static func views(in statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        statements.compactMap { item in
            if let expression = item.item.as(ExprSyntax.self) {
                if let ifExpr = expression.as(IfExprSyntax.self) { return views(in: ifExpr.body.statements).first }
                if let switchExpr = expression.as(SwitchExprSyntax.self) {
                    return switchExpr.cases.lazy.compactMap { $0.as(SwitchCaseSyntax.self).flatMap { views(in: $0.statements).first } }.first
                }
                return expression
            }
            if let statement = item.item.as(ExpressionStmtSyntax.self) { return statement.expression }
            return nil
        }
    }
}

extension CodeBlockItemListSyntax {
    /// The value the statements yield: their last expression, or the value of a last `return`.
    var lastExpressionValue: ExprSyntax? {
        guard let last = last?.item else { return nil }
        if let expression = last.as(ExprSyntax.self) { return expression }
        if let statement = last.as(ExpressionStmtSyntax.self) { return statement.expression }
        return last.as(ReturnStmtSyntax.self)?.expression
    }
}
