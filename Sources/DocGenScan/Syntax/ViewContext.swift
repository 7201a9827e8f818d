import SwiftSyntax

/// Where an implicit-`self` modifier call is a view modifier: inside `extension View` (or a protocol
/// extension constrained to views), a `ViewModifier`, a type conforming to `View`, or a function or
/// property declared to return `some View`. Asked through ``Ancestry/isInsideView(_:)``, which remembers
/// the answer for every node climbed through.
enum ViewContext {
    static let viewProtocols: Set<String> = ["View", "ViewModifier", "Shape", "InsettableShape", "App", "Scene"]

    /// What reaching `syntax` on the climb from a call tells, or nil to climb on.
    static func answer(at syntax: Syntax) -> Bool? {
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
