import SwiftSyntax

/// What a condition says about Reduce Motion when it is true and when it is false.
struct ConditionFacts: Equatable {
    /// Reduce Motion's state implied by the condition's value (`true` = on).
    var whenTrue: Bool?
    var whenFalse: Bool?

    static let none = ConditionFacts(whenTrue: nil, whenFalse: nil)

    var negated: ConditionFacts { ConditionFacts(whenTrue: whenFalse, whenFalse: whenTrue) }

    /// Whether the condition mentions Reduce Motion at all.
    var isInformative: Bool { whenTrue != nil || whenFalse != nil }

    static func and(_ lhs: ConditionFacts, _ rhs: ConditionFacts) -> ConditionFacts {
        ConditionFacts(whenTrue: lhs.whenTrue ?? rhs.whenTrue,
                       whenFalse: lhs.whenFalse == rhs.whenFalse ? lhs.whenFalse : nil)
    }

    static func or(_ lhs: ConditionFacts, _ rhs: ConditionFacts) -> ConditionFacts {
        ConditionFacts(whenTrue: lhs.whenTrue == rhs.whenTrue ? lhs.whenTrue : nil,
                       whenFalse: lhs.whenFalse ?? rhs.whenFalse)
    }
}

/// Reads what conditions say about Reduce Motion through the known reads, remembering the paths it could not
/// place (a read defined in a file judged later may name them).
struct ConditionReader {
    let reads: ReduceMotionReads
    let unresolved = UnresolvedPaths()

    /// What a condition implies about Reduce Motion, remembering its unresolved paths.
    func facts(_ tree: ExprTree) -> ConditionFacts {
        let facts = reads.facts(tree)
        if !facts.isInformative { unresolved.record(tree) }
        return facts
    }

    /// What an `if`/`guard` condition list implies, remembering its unresolved paths.
    func facts(_ conditions: ConditionElementListSyntax) -> ConditionFacts {
        let facts = reads.facts(conditions)
        if !facts.isInformative {
            for element in conditions {
                if case let .expression(expression) = element.condition { unresolved.record(ExprTree(expression)) }
            }
        }
        return facts
    }
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
