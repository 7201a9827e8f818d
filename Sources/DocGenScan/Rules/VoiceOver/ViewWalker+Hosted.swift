import SwiftSyntax

extension ViewWalker {
    /// Walks the SwiftUI views that code which is not view code hosts in UIKit (`UIHostingController(rootView: Screen()
    /// .toolbar { … })` in a controller's method): they are shown alone, each as its own screen. A root that names a local
    /// (`let screen = Screen().toolbar { … }` before `UIHostingController(rootView: screen)`) is walked at its value.
    mutating func walkHostedRoots(in body: CodeBlockSyntax, typePath: String) {
        let scope = ViewScope(typePath: typePath)
        var walked: Set<SyntaxIdentifier> = []
        for token in file.identifiers(named: [Names.hostedRootLabel], within: Syntax(body)) {
            guard let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
                  argument.parent?.parent?.is(FunctionCallExprSyntax.self) == true else { continue }
            for root in [Self.unerased(argument.expression)] + Self.hostedLocals(in: argument.expression) where walked.insert(root.id).inserted {
                walk(root, .alone, decorative: false, scope: scope)
            }
        }
    }

    /// The view an `AnyView(…)` erases, however deep.
    private static func unerased(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), call.calleeName == Names.anyView, call.arguments.count == 1,
              let inner = call.arguments.first?.expression {
            current = inner
        }
        return current
    }

    /// The values of the locals a hosted root names (`NavigationStack { screen }`), when they are views.
    private static func hostedLocals(in expression: ExprSyntax) -> [ExprSyntax] {
        expression.tokens(viewMode: .sourceAccurate).compactMap { token -> ExprSyntax? in
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.parent?.is(MemberAccessExprSyntax.self) != true || reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == ExprSyntax(reference).id,
                  let value = LocalBindings.value(of: token.text, before: Syntax(reference)),
                  let call = ViewChain(value).root.as(FunctionCallExprSyntax.self), call.calleeName?.first?.isUppercase == true else { return nil }
            return unerased(value)
        }
    }
}
