import SwiftSyntax

/// Where an implicit-`self` modifier call is a view modifier: inside `extension View` (or a protocol
/// extension constrained to views), a `ViewModifier`, a type conforming to `View`, or a function or
/// property declared to return `some View`.
enum ViewContext {
    static let viewProtocols: Set<String> = ["View", "ViewModifier", "Shape", "InsettableShape", "App", "Scene"]

    static func isInsideView(_ node: Syntax) -> Bool {
        guard let ancestry = Ancestry.current else {
            var current = node.parent
            while let syntax = current {
                if let answer = isInsideView(at: syntax) { return answer }
                current = syntax.parent
            }
            return false
        }
        return Ancestry.climb(from: node, memo: ancestry.insideView, top: false) { parent, _ in isInsideView(at: parent) }
    }

    /// What reaching `syntax` on the climb tells, or nil to climb on.
    private static func isInsideView(at syntax: Syntax) -> Bool? {
        if let function = syntax.as(FunctionDeclSyntax.self), let type = function.signature.returnClause?.type,
           TypeName.normalise(type) == "View" {
            return true
        }
        if let binding = syntax.as(PatternBindingSyntax.self), let type = binding.typeAnnotation?.type,
           TypeName.normalise(type) == "View" {
            return true
        }
        if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
            return viewProtocols.contains(TypeName.normalise(extensionDecl.extendedType.compactText))
                || (extensionDecl.genericWhereClause?.compactText.contains(":View") ?? false)
                || conforms(extensionDecl.inheritanceClause)
        }
        if let group = syntax.asProtocol(DeclGroupSyntax.self), Enclosing.typeName(syntax) != nil {
            return conforms(group.inheritanceClause)
        }
        if syntax.is(ClosureExprSyntax.self) { return false }
        return nil
    }

    private static func conforms(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { viewProtocols.contains(TypeName.normalise($0.type.compactText)) } ?? false
    }
}
