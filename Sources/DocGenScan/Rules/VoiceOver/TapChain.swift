import SwiftSyntax

/// What the modifiers of one chain, and of the containers around it, say to a tap gesture on it, worked out once
/// per chain: each modifier's ``LabelChains/TraitFact``, the nearest reason on either side of every position,
/// and the containers' reason. A tap reads its modifiers nearest first below it, then above it, then the
/// containers'; with these, a chain of N taps costs N, not N × N.
struct TapChain {
    private let positions: [SyntaxIdentifier: Int]
    private let facts: [LabelChains.TraitFact]
    /// For each position, the nearest position at or below it whose modifier gives a reason.
    private let reasonAtOrBelow: [Int?]
    /// For each position, the nearest position at or above it whose modifier gives a reason.
    private let reasonAtOrAbove: [Int?]
    private let helperPositions: [Int]
    private let containerReason: VoiceOverReason?
    private let containerHelpers: [String]
    /// Whether the chain or a container has an accessibility action.
    private let hasAction: Bool

    /// The facts of the chain `nesting` holds, counted in `ancestry`.
    init(_ nesting: ViewNesting, ancestry: Ancestry) {
        let own = nesting.own
        ancestry.count(own.count)
        positions = Dictionary(own.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
        // The view's own call (`Text(…)`) is not one of its modifiers.
        // An accessibility action does not make the view a button: it is only what the tap gets without a trait.
        var acts = false
        let facts = own.enumerated().map { position, call -> LabelChains.TraitFact in
            let fact = position == 0 && !call.isMemberCall ? .nothing : LabelChains.traitFact(call)
            if case .reason(.accessibilityAction) = fact {
                acts = true
                return .nothing
            }
            return fact
        }
        self.facts = facts
        var below: [Int?] = []
        for position in facts.indices {
            if case .reason = facts[position] { below.append(position) } else { below.append(below.last ?? nil) }
        }
        var above: [Int?] = Array(repeating: nil, count: facts.count)
        var next: Int?
        for position in facts.indices.reversed() {
            if case .reason = facts[position] { next = position }
            above[position] = next
        }
        reasonAtOrBelow = below
        reasonAtOrAbove = above
        helperPositions = facts.indices.filter { if case .helper = facts[$0] { true } else { false } }
        var reason: VoiceOverReason?
        var helpers: [String] = []
        for case let .closure(_, owner, chain) in nesting.containers where !owner.isMemberCall {
            for modifier in ViewNesting.modifiers(around: owner, in: chain, counting: ancestry) {
                switch LabelChains.traitFact(modifier) {
                case .reason(.accessibilityAction): acts = true
                case let .reason(found): reason = reason ?? found
                case let .helper(name): helpers.append(name)
                case .nothing: break
                }
            }
        }
        containerReason = reason
        containerHelpers = helpers
        hasAction = acts
    }

    /// The reason a tap at `call` (a call of the chain) gets from the modifiers around it, or, without one, the
    /// helper modifiers to look up in the order it meets them.
    func reason(forTapAt call: FunctionCallExprSyntax) -> (reason: VoiceOverReason?, helpers: [String]) {
        guard let position = positions[call.id] else { return (nil, []) }
        if position > 0, let below = reasonAtOrBelow[position - 1], case let .reason(reason) = facts[below] { return (reason, []) }
        if position + 1 < facts.count, let above = reasonAtOrAbove[position + 1], case let .reason(reason) = facts[above] {
            return (reason, [])
        }
        if let containerReason { return (containerReason, []) }
        let names = { (position: Int) -> String? in if case let .helper(name) = facts[position] { name } else { nil } }
        let helpers = helperPositions.filter { $0 < position }.reversed().compactMap(names)
            + helperPositions.filter { $0 > position }.compactMap(names) + containerHelpers
        return (hasAction ? .accessibilityAction : nil, helpers)
    }
}
