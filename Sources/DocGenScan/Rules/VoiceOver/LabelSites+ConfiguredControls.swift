import SwiftSyntax

/// A control a view holds for its caller to configure: its action calls a closure the view keeps (`let onRemove: () ->
/// Void; … Button(action: onRemove) { Image(systemName: "xmark") }`), directly or through a helper function of the view
/// given that closure (`arrow(.chevronUp, action: onUp)`, where `arrow` makes `Button(action: action)`). A call of such
/// a view that passes that closure is a component holding the control (README "Settled in round 5"), so it takes the
/// control's verdict when nothing names it.
extension LabelSites {
    /// The argument labels by which a call of a view passes the closures, kept in stored properties of the view, that a
    /// control's action calls, by the declaration (``ComponentKey``) a call of the view reaches: the properties' names,
    /// and `#trailing` when one is the view's last closure property (which a trailing closure fills in the memberwise
    /// initializer). `declaration` is the one the control is written in. Empty when the action calls none.
    func configuringArguments(of call: FunctionCallExprSyntax, declaration: String) -> [String: Set<String>] {
        let label = LabelChains.labelClosure(of: call)
        let trailing = call.trailingClosure.flatMap { $0.id == label?.id ? nil : Syntax($0) }
        guard let action = call.argument(labeled: "action").map(Syntax.init) ?? trailing,
              let members = call.ancestor(MemberBlockSyntax.self) else { return [:] }
        let closures = Self.closureProperties(of: members)
        guard !closures.isEmpty else { return [:] }
        let called = Self.identifiers(in: action)
        var found: [String: Set<String>] = [:]
        let direct = Self.labels(for: closures.filter(called.contains), closures: closures)
        if !direct.isEmpty { found[declaration] = direct }
        // `func arrow(_ symbol: SFSymbol, action: @escaping () -> Void) -> some View { Button(action: action) { … } }`, called
        // from the view as `arrow(.chevronUp, action: onUp)`: the view's body holds the control, configured by `onUp`.
        if let function = call.ancestor(FunctionDeclSyntax.self), function.parent?.parent?.parent?.id == members.id {
            for parameter in function.signature.parameterClause.parameters where called.contains((parameter.secondName ?? parameter.firstName).text) {
                let external = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                var passed: [String] = []
                for token in file.identifiers(named: [function.name.text], within: Syntax(members)) {
                    guard let use = token.namedCall, use.id != call.id,
                          let argument = use.arguments.first(where: { $0.label?.text == external }) else { continue }
                    passed += closures.filter(Self.identifiers(in: Syntax(argument.expression)).contains)
                }
                let labels = Self.labels(for: passed, closures: closures)
                if !labels.isEmpty { found[ComponentKey.type(file.ancestry.typePath(of: Syntax(function))), default: []].formUnion(labels) }
            }
        }
        return found
    }

    /// The stored properties of a type that hold a closure (`let onUp: () -> Void`, `var onClose: (() -> Void)?`), in order.
    private static func closureProperties(of members: MemberBlockSyntax) -> [String] {
        var closures: [String] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.typeAnnotation?.type.compactText.contains("->") == true && binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { closures.append(name) }
            }
        }
        return closures
    }

    /// The argument labels a call passes `used` by: their names, and `#trailing` for the last closure property.
    private static func labels(for used: [String], closures: [String]) -> Set<String> {
        var labels = Set(used)
        if let last = closures.last, labels.contains(last) { labels.insert(trailingArgument) }
        return labels
    }

    private static func identifiers(in node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case let .identifier(name) = token.tokenKind { return name }
            return nil
        })
    }

    /// How a walked call names the argument its trailing closure gives.
    static let trailingArgument = "#trailing"
}
