import SwiftSyntax

/// The modifier chains that style a view: the chain a call is part of (`Text(…).font(…).lineLimit(1)`),
/// and the chains of the containers around it in the same declaration (`VStack { … }.dynamicTypeSize(…)`),
/// whose modifiers reach the view too. Rules ask which clamp, animation or frame applies to a site.
///
/// Every call of a chain has the same answer, so while a file is judged it is worked out once per chain
/// (``Ancestry/viewChains(around:)``): a chain of N modifiers costs N, not N × N.
enum ViewChains {
    /// The chain of `call` and those of its containers, innermost first; each chain's calls innermost first.
    static func around(_ call: FunctionCallExprSyntax) -> [[FunctionCallExprSyntax]] {
        if let ancestry = Ancestry.current { return ancestry.viewChains(around: call) }
        var top = call
        while let member = top.parent?.as(MemberAccessExprSyntax.self), member.base?.id == top.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            top = outer
        }
        return chains(fromTop: top)
    }

    /// ``around(_:)`` for the outermost call of a chain.
    static func chains(fromTop top: FunctionCallExprSyntax) -> [[FunctionCallExprSyntax]] {
        var chains = [calls(fromTop: top)]
        var node = Syntax(top)
        while let parent = node.parent, !DeclarationBoundary.isBoundary(parent) {
            Ancestry.stepCounter?.add()
            if let closure = parent.as(ClosureExprSyntax.self), let owner = callOwning(closure) {
                var outermost = owner
                while let member = outermost.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outermost.id,
                      let outer = member.parent?.as(FunctionCallExprSyntax.self) {
                    outermost = outer
                }
                chains.append(calls(fromTop: outermost))
            }
            node = parent
        }
        return chains
    }

    /// The calls of the chain whose outermost call is `top`, innermost first (the view's own call included).
    private static func calls(fromTop top: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current: FunctionCallExprSyntax? = top
        while let call = current {
            Ancestry.stepCounter?.add()
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
