import SwiftSyntax

/// The modifier chains that style a view: the chain a call is part of (`Text(…).font(…).lineLimit(1)`),
/// and what holds the view out to its declaration: the closures of containers (`VStack { … }.dynamicTypeSize(…)`,
/// `.overlay { … }`), whose modifiers reach the view too, and the arguments it is passed as
/// (`.background(Image(…))`). Rules ask which clamp, animation, frame or label applies to a site.
///
/// Every call of a chain has the same answer, so it is worked out once per chain
/// (``Ancestry/viewNesting(around:)``): a chain of N modifiers costs N, not N × N.
enum ViewChains {
    /// The nesting of the chain whose outermost call is `top`, counting the work in `ancestry`.
    static func nesting(fromTop top: FunctionCallExprSyntax, ancestry: Ancestry) -> ViewNesting {
        var nesting = ViewNesting(own: calls(fromTop: top, ancestry: ancestry), containers: [])
        var node = Syntax(top)
        while let parent = node.parent, !DeclarationBoundary.isBoundary(parent) {
            ancestry.count()
            if let closure = parent.as(ClosureExprSyntax.self), let owner = callOwning(closure) {
                var outermost = owner
                while let member = outermost.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outermost.id,
                      let outer = member.parent?.as(FunctionCallExprSyntax.self) {
                    outermost = outer
                }
                nesting.containers.append(.closure(closure, owner: owner, chain: calls(fromTop: outermost, ancestry: ancestry)))
            } else if parent.is(LabeledExprListSyntax.self), let owner = parent.parent?.as(FunctionCallExprSyntax.self) {
                nesting.containers.append(.argument(of: owner))
            }
            node = parent
        }
        return nesting
    }

    /// The calls of the chain whose outermost call is `top`, innermost first (the view's own call included).
    private static func calls(fromTop top: FunctionCallExprSyntax, ancestry: Ancestry) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current: FunctionCallExprSyntax? = top
        while let call = current {
            ancestry.count()
            calls.append(call)
            current = call.memberBase?.as(FunctionCallExprSyntax.self)
        }
        return calls.reversed()
    }

    /// The call a closure is an argument or a trailing closure of (`VStack { … }`, `.overlay { … }`).
    static func callOwning(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) { return argument.parent?.parent?.as(FunctionCallExprSyntax.self) }
        if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }
}

/// A view's modifier chain and what holds the view, out to its declaration.
struct ViewNesting {
    /// The view's own chain, innermost call first (the view's own call included).
    var own: [FunctionCallExprSyntax]
    /// What holds the view, innermost first.
    var containers: [ViewContainer]

    /// The own chain and the chains of the containers whose closures hold the view, innermost first.
    var chains: [[FunctionCallExprSyntax]] {
        [own] + containers.compactMap { container in
            if case let .closure(_, _, chain) = container { return chain }
            return nil
        }
    }

    /// The modifiers applied to the view outside `call` (a call of the own chain), as a reader meets them:
    /// those between the view's root and `call`, nearest first, then those after `call`, outwards. The root
    /// itself (`Image(…)`, `Button { … }`) is not a modifier.
    /// Reading them costs the chain's length, counted in `ancestry`: a site that needs them costs N in a chain of N,
    /// so a chain of N such sites should not ask for every one.
    func modifiers(around call: FunctionCallExprSyntax, counting ancestry: Ancestry) -> [FunctionCallExprSyntax] {
        Self.modifiers(around: call, in: own, counting: ancestry)
    }

    /// ``modifiers(around:counting:)`` for a call of `chain` (a chain innermost first, such as a container's).
    static func modifiers(around call: FunctionCallExprSyntax, in chain: [FunctionCallExprSyntax],
                          counting ancestry: Ancestry) -> [FunctionCallExprSyntax] {
        ancestry.count(chain.count)
        guard let position = chain.firstIndex(where: { $0.id == call.id }) else { return [] }
        return chain[..<position].reversed().filter(\.isMemberCall) + chain[(position + 1)...]
    }
}

/// What holds a view.
enum ViewContainer {
    /// A closure passed to `owner` (a stack's content, an overlay's content, a button's label); `chain` is the
    /// whole chain `owner` is part of, innermost first.
    case closure(ClosureExprSyntax, owner: FunctionCallExprSyntax, chain: [FunctionCallExprSyntax])
    /// An argument of a call (`.background(Image(…))`).
    case argument(of: FunctionCallExprSyntax)
}
