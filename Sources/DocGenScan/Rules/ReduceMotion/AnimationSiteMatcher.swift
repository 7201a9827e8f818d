import SwiftSyntax

/// A call a matcher recognised as an animation site.
struct SiteMatch {
    /// The kind reported (`withAnimation`, `UIView.animate`, …).
    var kind: String
    /// The token the site is reported at.
    var nameToken: TokenSyntax
}

/// One family of animation sites: the names it looks for and how it recognises a call, with examples.
///
/// Triggering examples mark each failing site with `↓` just before its name; non-triggering examples
/// hold no failing site. The Reduce Motion rule's examples are the union of its matchers' examples.
protocol AnimationSiteMatcher: Sendable {
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
        UIViewAnimationMatcher.self, PropertyAnimatorMatcher.self, CoreAnimationMatcher.self,
    ]

    /// Names any matcher may match, derived from the matchers, to skip most calls with one set lookup.
    static let calleeNames: Set<String> = all.reduce(into: []) { $0.formUnion($1.names) }

    /// The first matcher's match for `call`.
    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let name = call.calleeName, calleeNames.contains(name) else { return nil }
        for matcher in all {
            if let match = matcher.match(call, in: file) { return match }
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
