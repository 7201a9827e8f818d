import SwiftSyntax

/// A call that a rule recognised as an animation site.
struct SiteMatch {
    /// The kind reported (`withAnimation`, `UIView.animate`, …).
    var kind: String
    /// The token the site is reported at.
    var nameToken: TokenSyntax
}

/// One family of animation sites: how to recognise it, documented with examples.
///
/// Triggering examples mark each unguarded site with `↓` just before its name; non-triggering
/// examples hold no unguarded site (guarded sites, or code that merely looks like one).
/// The rules share one `SyntaxVisitor` (``FactCollector``) so that each file is walked once;
/// each rule only decides about a call it is shown.
protocol AnimationSiteRule: Sendable {
    /// A short identifier, such as `with-animation`.
    static var identifier: String { get }
    /// What the rule recognises.
    static var description: String { get }
    /// Code with unguarded sites marked `↓`.
    static var triggeringExamples: [String] { get }
    /// Code that must not report an unguarded site.
    static var nonTriggeringExamples: [String] { get }
    /// The site this call is, if it is one of the rule's family.
    static func match(_ call: FunctionCallExprSyntax) -> SiteMatch?
}

/// Every site rule, in the order they are tried.
enum AnimationSiteRules {
    static let all: [any AnimationSiteRule.Type] = [
        WithAnimationRule.self, AnimationModifierRule.self, TransitionRule.self, MatchedGeometryRule.self,
        SymbolEffectRule.self, ContentTransitionRule.self, PhaseAnimatorRule.self, KeyframeAnimatorRule.self,
        UIViewAnimationRule.self, PropertyAnimatorRule.self, CoreAnimationRule.self,
    ]

    /// Names any rule may match, to skip most calls with one set lookup.
    static let calleeNames: Set<String> = [
        "withAnimation", "animation", "transition", "matchedGeometryEffect", "symbolEffect", "contentTransition",
        "phaseAnimator", "keyframeAnimator", "PhaseAnimator", "KeyframeAnimator", "animate", "animateKeyframes",
        "UIViewPropertyAnimator", "runningPropertyAnimator", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation",
    ]

    /// The first rule's match for `call`.
    static func match(_ call: FunctionCallExprSyntax) -> SiteMatch? {
        guard let name = call.calleeName, calleeNames.contains(name) else { return nil }
        for rule in all {
            if let match = rule.match(call) { return match }
        }
        return nil
    }

    /// A member call named `name` whose base is not a known UIKit/Core Animation type.
    static func modifier(_ call: FunctionCallExprSyntax, named name: String) -> TokenSyntax? {
        guard call.isMemberCall, call.calleeName == name, let token = call.calleeToken else { return nil }
        if let base = call.memberBase?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["UIView", "CALayer", "NSView"].contains(base) {
            return nil
        }
        return token
    }
}
