import SwiftSyntax

/// A call a matcher recognised as an animation site.
struct SiteMatch {
    /// The kind reported (`withAnimation`, `UIView.animate`, …).
    var kind: String
    /// The token the site is reported at.
    var nameToken: TokenSyntax
}

/// How the sites of one family are drafted: which arguments are the animation, what type an implicit member
/// in them belongs to, and what the site animates as its file shows it. ``ReduceMotionAnalysis`` adds what
/// every site shares (the guard around it) and concludes the draft.
protocol SiteDrafting {
    /// The type an implicit member in the site's value belongs to (`.spring` → `Animation`, `.slide` → `AnyTransition`).
    static var valueType: String { get }
    /// The arguments that are the site's animation or transition, read into ``MotionDraft/terms``.
    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax]
    /// What the site animates: effects of the state it changes, curve and effects named in the call, durations.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools)
}

extension SiteDrafting {
    static var valueType: String { "Animation" }

    /// The first argument, when it is unlabeled (`.animation(.spring, value: x)`, `withAnimation(.easeIn) { … }`).
    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        call.arguments.first { !$0.expression.is(ClosureExprSyntax.self) }.flatMap { $0.label == nil ? [$0.expression] : nil } ?? []
    }
}

/// What drafting a site may use: the term builder for its value (expecting the family's ``SiteDrafting/valueType``),
/// the effects of the state it animates, and the file's climbs.
struct DraftingTools {
    let builder: MotionTermBuilder
    let effects: SiteEffects
    let ancestry: Ancestry
}

/// One family of animation sites: the names it looks for and how it recognises a call, with examples, and
/// how its sites are drafted.
///
/// Triggering examples mark each failing site with `↓` just before its name; non-triggering examples
/// hold no failing site. The Reduce Motion rule's examples are the union of its matchers' examples.
protocol AnimationSiteMatcher: SiteDrafting, Sendable {
    /// A short identifier, such as `with-animation`.
    static var identifier: String { get }
    /// What the matcher recognises.
    static var description: String { get }
    /// The callee names it may match: the pre-filter is the union of every matcher's names.
    static var names: Set<String> { get }
    /// Code with failing sites marked `↓`.
    static var triggeringExamples: [String] { get }
    /// Code that must not report a failing site.
    static var nonTriggeringExamples: [String] { get }
    /// The site this call of `file` is, if it is one of the matcher's family.
    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch?
}

/// Every animation site matcher, in the order they are tried.
enum AnimationSiteMatchers {
    static let all: [any AnimationSiteMatcher.Type] = [
        WithAnimationMatcher.self, AnimationModifierMatcher.self, TransitionMatcher.self, MatchedGeometryMatcher.self,
        SymbolEffectMatcher.self, ContentTransitionMatcher.self, PhaseAnimatorMatcher.self, KeyframeAnimatorMatcher.self,
        UIViewAnimationMatcher.self, PropertyAnimatorMatcher.self, CoreAnimationMatcher.self, TimelineAnimationMatcher.self,
        EmitterLayerMatcher.self,
    ]

    /// Names any matcher may match, derived from the matchers, to skip most calls with one set lookup.
    static let calleeNames: Set<String> = all.reduce(into: []) { $0.formUnion($1.names) }

    /// The first matcher's match for `call`, with the matcher.
    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> (site: SiteMatch, matcher: any AnimationSiteMatcher.Type)? {
        guard let name = call.calleeName, calleeNames.contains(name) else { return nil }
        for matcher in all {
            if let match = matcher.match(call, in: file) { return (match, matcher) }
        }
        return nil
    }

    /// A view modifier call named `name`: `x.name(…)`, `.name(…)`, or `name(…)` with an implicit `self`
    /// inside a view (an `extension View` method, a `ViewModifier`, a view's own helper), never on a
    /// UIKit/Core Animation type.
    static func modifier(_ call: FunctionCallExprSyntax, named name: String, in file: ParsedFile) -> TokenSyntax? {
        guard call.calleeName == name, let token = call.calleeToken else { return nil }
        if call.isMemberCall {
            if let base = call.memberBase?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               ["UIView", "CALayer", "NSView", "NSAnimationContext"].contains(base) {
                return nil
            }
            return token
        }
        guard call.calledExpression.is(DeclReferenceExprSyntax.self), file.ancestry.isInsideView(Syntax(call)) else { return nil }
        return token
    }
}
