import SwiftSyntax

/// Reads what a token's declaration says its colour is: a constant's value, a computed property's or function's
/// returned values (every `return` of its `if`s, `switch`es and `#if`s), or nothing for a stored property set at run
/// time. A body that chooses its colour on the appearance (a `switch` over a theme's light and dark variants, an `if`
/// on the colour scheme) follows the appearance as a whole.
enum ColorDefinition {
    /// Property wrappers whose value is set at run time, whatever their initial value.
    static let runtimeWrappers: Set<String> = ["State", "AppStorage", "SceneStorage", "Published", "Binding", "Environment",
                                               "EnvironmentObject", "ObservedObject", "StateObject", "Bindable", "FocusState"]

    /// Wrappers whose initial value is shown until the value set at run time arrives (a model's published colour).
    static let fallbackWrappers: Set<String> = ["Published"]

    static func term(of syntax: DeclSyntax, name: String, owner: String, platform: String? = nil) -> ColorTerm {
        let builder = ColorTermBuilder(scope: owner)
        if let variable = syntax.as(VariableDeclSyntax.self) {
            let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
            guard let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { return .runtime(name) }
            if wrappers.contains(where: runtimeWrappers.contains) {
                // `@Published var accent: Color = .white`: set at run time, with its initial value as the fallback until it is.
                guard let initial = binding.initializer?.value, wrappers.contains(where: fallbackWrappers.contains) else {
                    return .runtime(name + " (set at run time)")
                }
                return .choice(key: nil, [.runtime(name + " (set at run time)"), builder.term(initial)])
            }
            if let value = binding.initializer?.value {
                // `lazy var x: Color = { … }()`: the closure's value.
                if let call = value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                    return body(closure.statements, builder: builder, platform: platform)
                }
                return builder.term(value)
            }
            switch binding.accessorBlock?.accessors {
            case let .getter(statements)?:
                return body(statements, builder: builder, platform: platform)
            case let .accessors(list)?:
                guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else {
                    return .runtime(name + " (set at run time)")
                }
                return body(getter.statements, builder: builder, platform: platform)
            case nil:
                // A stored property without a value: whoever makes the component supplies it.
                return .supplied(owner.isEmpty ? name : owner + "." + name)
            }
        }
        if let function = syntax.as(FunctionDeclSyntax.self), let statements = function.body?.statements {
            return body(statements, builder: builder, platform: platform)
        }
        return .runtime(name)
    }

    /// The value a property or function declares, for reading a number or a string.
    static func value(of syntax: DeclSyntax, name: String) -> ExprSyntax? {
        if let variable = syntax.as(VariableDeclSyntax.self) {
            guard let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { return nil }
            if let value = binding.initializer?.value { return value }
            if case let .getter(statements)? = binding.accessorBlock?.accessors { return statements.lastExpressionValue }
            return nil
        }
        return syntax.as(FunctionDeclSyntax.self)?.body?.statements.lastExpressionValue
    }

    /// Whether a property declaration is a protocol's requirement (`var tint: Color { get }`).
    static func isRequirement(_ text: Substring) -> Bool {
        guard !text.contains("="), let brace = text.lastIndex(of: "{") else { return false }
        let accessors = text[brace...].filter { !$0.isWhitespace }
        return ["{get}", "{getset}", "{set}", "{getasync}", "{getthrows}"].contains(accessors)
    }

    /// The values a body returns, as alternatives.
    static func body(_ statements: CodeBlockItemListSyntax, builder: ColorTermBuilder, platform: String? = nil) -> ColorTerm {
        var collector = Collector(platform: platform)
        collector.collect(statements, last: true)
        if collector.followsAppearance {
            return .adaptive(AdaptiveColor(what: "a value chosen by the appearance", followsAppearance: true))
        }
        let values = collector.values.map { value in
            // A value returned in a `switch` case is keyed by the case's patterns, so that two helpers switching on the
            // same value (`background(for: kind)`, `foreground(for: kind)`) are paired case by case.
            value.cases.reversed().reduce(builder.term(value.expression)) { term, taken in
                let key = builder.scope + ":switch " + taken.subject
                guard !taken.patterns.isEmpty else {
                    return .switchCase(key: key, subject: taken.subject, branch: nil, excluded: taken.excluded, term)
                }
                return .choice(key: nil, taken.patterns.map { .switchCase(key: key, subject: taken.subject, branch: $0, excluded: [], term) })
            }
        }
        let main = values.indices.filter { !collector.values[$0].fallback }.map { values[$0] }
        let fallbacks = values.indices.filter { collector.values[$0].fallback }.map { values[$0] }
        // `guard let podcast else { return .black }`: the fixed fallback for missing data is not chosen by the appearance,
        // so it stays an alternative even when the other values follow it (``ColorEvaluator``).
        if !main.isEmpty, !fallbacks.isEmpty, let first = collector.values.first(where: \.fallback) {
            return .choice(key: Self.fallbackKey + "\(builder.scope):\(first.expression.position.utf8Offset)", [alternatives(main), alternatives(fallbacks)])
        }
        return values.isEmpty ? .runtime("a body without a colour") : alternatives(values)
    }

    /// The prefix of the key of a definition's choice between its values and the fallback of its `guard`.
    static let fallbackKey = "fallback:"

    private static func alternatives(_ values: [ColorTerm]) -> ColorTerm {
        values.count == 1 ? values[0] : .choice(key: nil, values)
    }

    /// A `switch` case a value is returned in: the switch's subject, a key per pattern (none for `default`), and for
    /// `default` the patterns its switch lists.
    private struct Case {
        var subject: String
        var patterns: [Int]
        var excluded: [Int]
    }

    /// A value a body returns: inside which `switch` cases, and whether it is the
    /// fallback a `guard` returns.
    private struct Returned {
        var expression: ExprSyntax
        var cases: [Case]
        var fallback: Bool
    }

    private struct Collector {
        let platform: String?
        var values: [Returned] = []
        var followsAppearance = false
        private var cases: [Case] = []
        private var inGuard = false

        init(platform: String?) { self.platform = platform }

        mutating func collect(_ statements: CodeBlockItemListSyntax, last: Bool) {
            for (position, item) in statements.enumerated() {
                let isLast = last && position == statements.count - 1
                if let returned = item.item.as(ReturnStmtSyntax.self) {
                    if let value = returned.expression { append(value) }
                } else if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                    let outer = inGuard
                    inGuard = true
                    collect(guardStmt.body.statements, last: false)
                    inGuard = outer
                } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in PlatformConditions.clauses(of: ifConfig, on: platform) {
                        if case let .statements(inner)? = clause.elements { collect(inner, last: isLast) }
                    }
                } else if let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression {
                    branch(expression, isLast: isLast)
                }
            }
        }

        private mutating func branch(_ expression: ExprSyntax, isLast: Bool) {
            if let ifExpr = expression.as(IfExprSyntax.self) {
                if ColorTermBuilder.readsAppearance(ifExpr.conditions) { followsAppearance = true }
                // A branch taken only while a control is pressed or hovered is momentary feedback: judged at rest.
                let negated = ColorTermBuilder.interactionState([Syntax(ifExpr.conditions)])
                if negated != false { collect(ifExpr.body.statements, last: isLast) }
                if negated == true { return }
                switch ifExpr.elseBody {
                case let .codeBlock(block)?: collect(block.statements, last: isLast)
                case let .ifExpr(nested)?: branch(ExprSyntax(nested), isLast: isLast)
                case nil: break
                }
            } else if let switchExpr = expression.as(SwitchExprSyntax.self) {
                let labels = switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.label }
                if ColorTermBuilder.readsAppearance(switchExpr.subject) || labels.contains(where: ColorTermBuilder.readsAppearance) {
                    followsAppearance = true
                }
                let subject = switchExpr.subject.trimmedText
                let listed = switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { switchCase -> [Int] in
                    if case let .case(label) = switchCase.label { return label.caseItems.map { Self.key($0.pattern.trimmedText) } }
                    return []
                }
                for switchCase in switchExpr.cases {
                    guard let switchCase = switchCase.as(SwitchCaseSyntax.self) else { continue }
                    switch switchCase.label {
                    case let .case(label): cases.append(Case(subject: subject, patterns: label.caseItems.map { Self.key($0.pattern.trimmedText) }, excluded: []))
                    case .default: cases.append(Case(subject: subject, patterns: [], excluded: listed))
                    }
                    collect(switchCase.statements, last: isLast)
                    cases.removeLast()
                }
            } else if isLast {
                append(expression)
            }
        }

        private mutating func append(_ value: ExprSyntax) {
            values.append(Returned(expression: value, cases: cases, fallback: inGuard))
        }

        /// A stable number for a case pattern's text (FNV-1a).
        static func key(_ text: String) -> Int {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: hash >> 1)
        }
    }
}
