import SwiftSyntax

/// Judges where a Reduce Motion site sits: the conditions around it and the reads they test.
struct GuardJudge {
    let reads: ReduceMotionReads
    /// Finds state assignments and effect uses in the judged file's types.
    let stateEffects: StateEffects?
    /// Paths seen in conditions that were not Reduce Motion reads when judged; if a later-known read names
    /// one of them, the file is judged again.
    let unresolved = UnresolvedPaths()
    /// Results that many sites of a file share, computed once.
    let cache = JudgeCache()

    init(reads: ReduceMotionReads, stateEffects: StateEffects? = nil) {
        self.reads = reads
        self.stateEffects = stateEffects
    }

    /// What a condition implies about Reduce Motion, remembering its unresolved paths.
    func conditionFacts(_ tree: ExprTree) -> ConditionFacts {
        let facts = reads.facts(tree)
        if !facts.isInformative { unresolved.record(tree) }
        return facts
    }

    /// What an `if`/`guard` condition list implies, remembering its unresolved paths.
    func conditionFacts(_ conditions: ConditionElementListSyntax) -> ConditionFacts {
        let facts = reads.facts(conditions)
        if !facts.isInformative {
            for element in conditions {
                if case let .expression(expression) = element.condition { unresolved.record(ExprTree(expression)) }
            }
        }
        return facts
    }

    /// An `isActive:` argument that is false whenever Reduce Motion is on.
    func activeFlag(_ call: FunctionCallExprSyntax) -> GuardReason? {
        guard let flag = call.argument(labeled: "isActive"), conditionFacts(ExprTree(flag)).whenTrue == false else { return nil }
        return .activeFlag
    }

    /// The last expression of a block (`x`, `return x`).
    static func lastExpression(of block: CodeBlockSyntax) -> ExprSyntax? {
        guard let last = block.statements.last?.item else { return nil }
        if let expression = last.as(ExprSyntax.self) { return expression }
        if let statement = last.as(ExpressionStmtSyntax.self) { return statement.expression }
        if let returned = last.as(ReturnStmtSyntax.self) { return returned.expression }
        return nil
    }

    /// The initial value of a local `let`/`var` declared before `node` in an enclosing body.
    static func localValue(named name: String, before node: Syntax) -> ExprSyntax? {
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
}

/// What a judgement of one file computes once for many sites.
final class JudgeCache {
    /// Per statement list, the position of the first statement that exits under Reduce Motion (`Int.max`: none).
    var firstExit: [SyntaxIdentifier: Int] = [:]
    /// Per type and state name, the guard around every assignment of the state.
    var stateGuards: [SyntaxIdentifier: [String: GuardReason?]] = [:]
}

/// Condition paths that were not known Reduce Motion reads when a file was judged.
final class UnresolvedPaths {
    private(set) var paths: Set<String> = []

    func record(_ tree: ExprTree) {
        switch tree {
        case let .leaf(expression):
            if let path = expression.simplePath { paths.insert(path) }
        case let .not(inner):
            record(inner)
        case let .binary(_, lhs, rhs):
            record(lhs)
            record(rhs)
        case .ternary, .ifExpression, .unknown:
            break
        }
    }
}
