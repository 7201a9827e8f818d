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
}

/// What a judgement of one file computes once for many sites.
final class JudgeCache {
    /// Per statement list, the position of the first statement that exits under Reduce Motion (`Int.max`: none).
    var firstExit: [SyntaxIdentifier: Int] = [:]
    /// Per type and state name, the guard around every assignment of the state.
    var stateGuards: [SyntaxIdentifier: [String: GuardReason?]] = [:]
    /// Per node, the structural guard found climbing from it.
    let structuralGuards = Ancestry.Memo<GuardReason?>()
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
