import SwiftSyntax

/// Between the passes: decides which token candidates yield no motion under Reduce Motion and which
/// wrapper candidates guard every site they contain (wrappers built on wrappers to a fixed point).
enum SafetyResolver {
    /// A token found safe, with where it is defined.
    static func resolveToken(_ candidate: TokenCandidate, judge: GuardJudge) -> ResolvedToken? {
        let safe: Bool
        if let binding = candidate.declaration.as(PatternBindingSyntax.self) {
            if let value = binding.initializer?.value {
                safe = judge.isGuardedConditional(ExprTree(value))
            } else if let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case let .getter(statements): safe = yieldsSafe(statements, judge)
                case let .accessors(list):
                    safe = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body
                        .map { yieldsSafe($0.statements, judge) } ?? false
                }
            } else {
                safe = false
            }
        } else if let function = candidate.declaration.as(FunctionDeclSyntax.self), let body = function.body {
            safe = yieldsSafe(body.statements, judge)
        } else {
            safe = false
        }
        guard safe else { return nil }
        let flags = candidate.parameters.enumerated().compactMap { index, parameter -> (label: String?, index: Int, polarity: Bool)? in
            judge.context.reads.polarity(ofPath: parameter.name).map { (parameter.label, index, $0) }
        }
        return ResolvedToken(name: candidate.name, owner: candidate.owner,
                             extendsAnimationType: candidate.extendsAnimationType, flagParameters: flags)
    }

    /// Whether a getter or function body returns a safe value whenever Reduce Motion is on.
    static func yieldsSafe(_ statements: CodeBlockItemListSyntax, _ judge: GuardJudge) -> Bool {
        let reads = judge.context.reads
        for item in statements {
            if let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression
                ?? item.item.as(ExpressionStmtSyntax.self)?.expression,
               !expression.is(IfExprSyntax.self) || statements.count == 1,
               judge.isGuardedConditional(ExprTree(expression)) {
                return true
            }
            if let guardStmt = item.item.as(GuardStmtSyntax.self), reads.facts(guardStmt.conditions).whenFalse == true,
               returnsSafe(guardStmt.body, judge) {
                return true
            }
            let ifExpr = item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            if let ifExpr {
                let facts = reads.facts(ifExpr.conditions)
                if facts.whenTrue == true, returnsSafe(ifExpr.body, judge) { return true }
                if facts.whenFalse == true, case let .codeBlock(block)? = ifExpr.elseBody, returnsSafe(block, judge) { return true }
            }
        }
        return false
    }

    private static func returnsSafe(_ block: CodeBlockSyntax, _ judge: GuardJudge) -> Bool {
        guard let returned = block.statements.last?.item.as(ReturnStmtSyntax.self)?.expression else { return false }
        return judge.isSafeValue(ExprTree(returned))
    }
}
