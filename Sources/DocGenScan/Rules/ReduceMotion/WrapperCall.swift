import SwiftSyntax

/// Calls of a safe wrapper (a helper found in the scanned code or configured) are sites too: they pass through
/// the wrapper's guard, and show what the wrapper's own sites animate.
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
