import SwiftSyntax

/// Names bound around a node inside its declaration: the locals declared before it, the parameters of the
/// functions and closures around it, and the local a call's value is bound to.
enum LocalBindings {
    /// The initial value of a local `let`/`var` named `name` declared before `node` in an enclosing body.
    static func value(of name: String, before node: Syntax) -> ExprSyntax? {
        var current = node
        while let parent = current.parent, !DeclarationBoundary.isBoundary(parent) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.position >= current.position { break }
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            current = parent
        }
        return nil
    }

    /// Whether `name` is a parameter of a function, initializer or closure enclosing `node`.
    static func isParameter(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let initializer = syntax.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let closure = syntax.as(ClosureExprSyntax.self), let signature = closure.signature {
                if signature.compactText.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(Substring(name)) {
                    return true
                }
            }
            if DeclarationBoundary.isBoundary(syntax) { return false }
            current = syntax.parent
        }
        return false
    }

    /// `a` in `let a = CABasicAnimation(…)`: the local a call's value is bound to.
    static func boundName(of call: FunctionCallExprSyntax) -> String? {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}

extension CodeBlockSyntax {
    /// The block's last expression (`x`, `return x`): the value an `if` expression or a getter yields.
    var lastExpression: ExprSyntax? {
        guard let last = statements.last?.item else { return nil }
        if let expression = last.as(ExprSyntax.self) { return expression }
        if let statement = last.as(ExpressionStmtSyntax.self) { return statement.expression }
        if let returned = last.as(ReturnStmtSyntax.self) { return returned.expression }
        return nil
    }
}
