import SwiftSyntax

/// The declarations around a node: `Type.member` for ids and messages. The climbs a file's rules repeat
/// are remembered by its ``Ancestry``, built on these.
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
}
