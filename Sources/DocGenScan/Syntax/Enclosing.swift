import SwiftSyntax

/// The declarations around a node: `Type.member` for ids and messages.
enum Enclosing {
    /// `Outer.Inner.member`, `Type` for a site outside members, `member` at top level, `top-level` otherwise.
    static func name(of node: Syntax) -> String {
        var member: String?
        var types: [String] = []
        var current: Syntax? = node
        while let syntax = current {
            if let name = memberName(syntax) {
                member = name
            } else if let name = typeName(syntax) {
                types.append(name)
            }
            current = syntax.parent
        }
        let path = types.reversed() + (member.map { [$0] } ?? [])
        return path.isEmpty ? "top-level" : path.joined(separator: ".")
    }

    /// ``name(of:)``, computed once per member declaration.
    static func cachedName(of node: Syntax, cache: inout [SyntaxIdentifier: String]) -> String {
        guard let member = memberDeclaration(of: node) else { return name(of: node) }
        if let cached = cache[member.id] { return cached }
        let computed = name(of: member)
        cache[member.id] = computed
        return computed
    }

    /// The name of a member-level (or top-level) function, property, initializer or subscript.
    static func memberName(_ syntax: Syntax) -> String? {
        switch syntax.kind {
        case .functionDecl, .variableDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl: break
        default: return nil
        }
        guard isMemberLevel(syntax) else { return nil }
        if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text }
        if let variable = syntax.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }.first
        }
        if syntax.is(InitializerDeclSyntax.self) { return "init" }
        if syntax.is(DeinitializerDeclSyntax.self) { return "deinit" }
        if syntax.is(SubscriptDeclSyntax.self) { return "subscript" }
        return nil
    }

    private static func isMemberLevel(_ syntax: Syntax) -> Bool {
        guard let parent = syntax.parent else { return false }
        if parent.is(MemberBlockItemSyntax.self) { return true }
        return parent.is(CodeBlockItemSyntax.self) && parent.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    /// The name of a type or extension declaration.
    static func typeName(_ syntax: Syntax) -> String? {
        switch syntax.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: break
        default: return nil
        }
        if let decl = syntax.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(ProtocolDeclSyntax.self) { return decl.name.text }
        if let decl = syntax.as(ExtensionDeclSyntax.self) { return decl.extendedType.compactText }
        return nil
    }

    /// The dotted path of the enclosing types (`Settings.Panel`), the extended type for extensions, empty at top level.
    static func typePath(of node: Syntax) -> String {
        var names: [String] = []
        var current = node.parent
        while let syntax = current {
            if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
                names.append(TypeName.normalise(extensionDecl.extendedType.compactText))
                break
            }
            if let name = typeName(syntax), !syntax.is(ProtocolDeclSyntax.self) { names.append(name) }
            current = syntax.parent
        }
        return names.reversed().joined(separator: ".")
    }

    /// The innermost enclosing type's name.
    static func innermostType(of node: Syntax) -> String? {
        innermostTypeDeclaration(of: node).flatMap(typeName)
    }

    /// The innermost enclosing type or extension declaration.
    static func innermostTypeDeclaration(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let syntax = current {
            if typeName(syntax) != nil { return syntax }
            current = syntax.parent
        }
        return nil
    }

    /// The member-level declaration holding the node.
    static func memberDeclaration(of node: Syntax) -> Syntax? {
        var current: Syntax? = node
        var found: Syntax?
        while let syntax = current {
            if memberName(syntax) != nil { found = syntax }
            if typeName(syntax) != nil { break }
            current = syntax.parent
        }
        return found
    }
}
