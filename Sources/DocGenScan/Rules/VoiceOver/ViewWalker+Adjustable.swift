import SwiftSyntax

extension ViewWalker {
    /// Whether a view's body (which shows only shapes) is a control its caller adjusts by dragging (a custom slider, a
    /// knob on a track): a drag
    /// gesture's handler writes a `@Binding` of the view's own (`value = picked(at: drag.location.x)`), and the body
    /// gives VoiceOver no adjustable action or representation of its own. VoiceOver can neither read nor move it
    /// unless each place that shows it names it (and makes it adjustable) there.
    static func adjustsByDragging(_ items: [CodeBlockItemSyntax.Item], file: ParsedFile) -> Bool {
        guard let first = items.first, let type = enclosingType(of: Syntax(first)) else { return false }
        let body = Syntax(first).ancestor(VariableDeclSyntax.self).map(Syntax.init) ?? Syntax(first)
        let drags = file.identifiers(named: [Names.dragGesture], within: body)
        guard !drags.isEmpty else { return false }
        if !file.identifiers(named: Names.adjustableModifiers, within: body).isEmpty { return false }
        let bindings = boundProperties(of: type)
        guard !bindings.isEmpty else { return false }
        for drag in drags {
            guard let gesture = drag.namedCall.map({ Syntax(file.ancestry.chainTop(of: $0)) }) else { continue }
            for token in file.identifiers(named: bindings, within: gesture) where isAssigned(token) { return true }
        }
        return false
    }

    private static func enclosingType(of node: Syntax) -> (any DeclGroupSyntax)? {
        var current = node.parent
        while let syntax = current {
            if let group = syntax.asProtocol(DeclGroupSyntax.self) { return group }
            current = syntax.parent
        }
        return nil
    }

    /// The names of a type's `@Binding` properties.
    private static func boundProperties(of type: any DeclGroupSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == Names.bindingAttribute }) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// Whether a name of the view's own is written to (`value = …`, `self.value = …`, `value += 1`).
    private static func isAssigned(_ token: TokenSyntax) -> Bool {
        guard let assignment = Assignment(setting: token, compound: true) else { return false }
        return assignment.receiver?.isSelf ?? true
    }
}
