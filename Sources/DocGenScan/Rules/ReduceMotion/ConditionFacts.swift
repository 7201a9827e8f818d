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
