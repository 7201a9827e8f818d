import SwiftSyntax

/// Calls of a helper named in `safe_wrappers` that no scanned file declares are sites: the helper's own sites
/// cannot be seen, so its calls pass through the guard the configuration trusts. (A helper the scan can see is
/// judged at its own sites, through its callers, and its calls are not sites.)
enum WrapperCall: SiteDrafting {
    /// Unlabeled arguments and those labeled `animation:` or `transition:`.
    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        call.arguments.filter { argument in
            !argument.expression.is(ClosureExprSyntax.self) && (argument.label == nil || ["animation", "transition"].contains(argument.label?.text ?? ""))
        }.map(\.expression)
    }

    /// The state its closures change, and, used as a modifier, the effect modifiers before it on the chain.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        draft.stateEffects = tools.effects.closures(call)
        if call.memberBase != nil || !call.isMemberCall { draft.stateEffects.merge(tools.effects.chain(call)) { $0 && $1 } }
    }
}
