import SwiftSyntax

/// Judges where a Reduce Motion site sits in its file: the conditions around it and the reads they test.
struct GuardJudge {
    /// Reads conditions, remembering the paths it could not place.
    let conditions: ConditionReader
    /// The file's climbs, remembered.
    let ancestry: Ancestry
    /// Finds state assignments and effect uses in the judged file's types.
    let stateEffects: StateEffects
    /// Results that many sites of a file share, computed once.
    let cache = JudgeCache()

    /// A judge of `file`'s sites with these reads.
    init(file: ParsedFile, reads: ReduceMotionReads) {
        conditions = ConditionReader(reads: reads)
        ancestry = file.ancestry
        stateEffects = StateEffects(file: file, reads: reads)
    }

    var reads: ReduceMotionReads { conditions.reads }

    /// Paths seen in conditions that were not Reduce Motion reads when judged; if a later-known read names
    /// one of them, the file is judged again.
    var unresolved: UnresolvedPaths { conditions.unresolved }

    /// What a condition implies about Reduce Motion, remembering its unresolved paths.
    func conditionFacts(_ tree: ExprTree) -> ConditionFacts { conditions.facts(tree) }

    /// What an `if`/`guard` condition list implies, remembering its unresolved paths.
    func conditionFacts(_ list: ConditionElementListSyntax) -> ConditionFacts { conditions.facts(list) }

    /// An `isActive:` argument that is false whenever Reduce Motion is on, or a timeline's
    /// `.animation(paused:)` that is true then.
    func activeFlag(_ call: FunctionCallExprSyntax) -> ReduceMotionReason? {
        if let flag = call.argument(labeled: "isActive"), conditionFacts(ExprTree(flag)).whenTrue == false { return .activeFlag }
        if let schedule = TimelineAnimationMatcher.schedule(of: call)?.as(FunctionCallExprSyntax.self),
           let paused = schedule.argument(labeled: "paused"), conditionFacts(ExprTree(paused)).whenTrue == true {
            return .activeFlag
        }
        return nil
    }
}

/// What a judgement of one file computes once for many sites.
final class JudgeCache {
    /// Per statement list, the position of the first statement that exits under Reduce Motion (`Int.max`: none).
    var firstExit: [SyntaxIdentifier: Int] = [:]
    /// Per type and state name, the guard around every assignment of the state.
    var stateGuards: [SyntaxIdentifier: [String: ReduceMotionReason?]] = [:]
    /// Per node, the structural guard found climbing from it.
    let structuralGuards = Ancestry.Memo<ReduceMotionReason?>()
    /// Per chain (by its outermost call), the animation of the nearest `.animation(_:value:)` around it.
    var implicitAnimations: [SyntaxIdentifier: ExprSyntax?] = [:]
}
