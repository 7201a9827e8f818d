import SwiftSyntax

/// A control a view holds for its caller to configure: its action calls a closure the view keeps (`let onRemove: () ->
/// Void; … Button(action: onRemove) { Image(systemName: "xmark") }`). A call of such a view that passes that closure is a
/// component holding the control (README "Settled in round 5"), so it takes the control's verdict when nothing names it.
extension LabelSites {
    /// The argument labels by which a call passes the closures, kept in stored properties of the view it is written in,
    /// that a control's action calls: the properties' names, and `#trailing` when one is the view's last closure property
    /// (which a trailing closure fills in the memberwise initializer). Empty when the action calls none.
    func configuringArguments(of call: FunctionCallExprSyntax) -> Set<String> {
        let label = LabelChains.labelClosure(of: call)
        let trailing = call.trailingClosure.flatMap { $0.id == label?.id ? nil : Syntax($0) }
        guard let action = call.argument(labeled: "action").map(Syntax.init) ?? trailing,
              let members = call.ancestor(MemberBlockSyntax.self) else { return [] }
        var closures: [String] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.typeAnnotation?.type.compactText.contains("->") == true && binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { closures.append(name) }
            }
        }
        guard !closures.isEmpty else { return [] }
        let called = Set(action.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case let .identifier(name) = token.tokenKind { return name }
            return nil
        })
        var found = Set(closures.filter(called.contains))
        if let last = closures.last, found.contains(last) { found.insert(Self.trailingArgument) }
        return found
    }

    /// How a walked call names the argument its trailing closure gives.
    static let trailingArgument = "#trailing"
}
