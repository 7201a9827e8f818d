import SwiftSyntax

/// The values a declaration gives, for rules that resolve a token to its definition: a property's initializer
/// or the values its getter returns, a function's returned values.
enum DeclaredValues {
    /// The values a property or function declaration gives: its initializer, or every value its getter or body returns.
    static func returned(by syntax: DeclSyntax, name: String) -> [ExprSyntax] {
        var body: CodeBlockItemListSyntax?
        if let variable = syntax.as(VariableDeclSyntax.self) {
            guard let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { return [] }
            if let value = binding.initializer?.value { return [value] }
            switch binding.accessorBlock?.accessors {
            case let .getter(statements)?: body = statements
            case let .accessors(list)?: body = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            case nil: return []
            }
        } else if let function = syntax.as(FunctionDeclSyntax.self) {
            body = function.body?.statements
        }
        guard let body else { return [] }
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(body)
        if let last = body.last?.item, let expression = last.as(ExprSyntax.self) ?? last.as(ExpressionStmtSyntax.self)?.expression {
            collector.values += branchValues(expression)
        }
        return collector.values
    }

    /// The value of an expression that ends a body: each branch's value for an `if` or `switch` expression.
    private static func branchValues(_ expression: ExprSyntax, depth: Int = 0) -> [ExprSyntax] {
        guard depth < 4 else { return [] }
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var values = ifExpr.body.lastExpression.map { branchValues($0, depth: depth + 1) } ?? []
            switch ifExpr.elseBody {
            case let .codeBlock(block)?: values += block.lastExpression.map { branchValues($0, depth: depth + 1) } ?? []
            case let .ifExpr(nested)?: values += branchValues(ExprSyntax(nested), depth: depth + 1)
            case nil: break
            }
            return values
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            return switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements.last?.item }.flatMap { item -> [ExprSyntax] in
                guard let value = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression else { return [] }
                return branchValues(value, depth: depth + 1)
            }
        }
        return [expression]
    }
}

/// The values of the `return` statements of a body, outside nested closures and functions.
private final class ReturnCollector: SyntaxVisitor {
    var values: [ExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression { values.append(value) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
