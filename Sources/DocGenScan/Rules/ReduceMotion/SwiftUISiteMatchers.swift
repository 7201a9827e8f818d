import SwiftSyntax

/// `withAnimation(_:_:)`: explicit animations of state changes (`withAnimation(nil)` animates nothing).
struct WithAnimationMatcher: AnimationSiteMatcher {
    static let identifier = "with-animation"
    static let description = "withAnimation { … } animates the state changes in its body"
    static let names: Set<String> = ["withAnimation"]
    static let triggeringExamples = [
        "func go() { ↓withAnimation(.spring) { isOn.toggle() } }",
        "func go() { ↓withAnimation { isOn.toggle() } }",
    ]
    static let nonTriggeringExamples = [
        "func go() { withAnimation(nil) { isOn.toggle() } }",
        "func go() { withAnimation(reduceMotion ? nil : .spring) { isOn.toggle() } }",
        "// withAnimation(.spring) { isOn.toggle() }\nlet text = \"withAnimation(.spring)\"",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard call.calleeName == "withAnimation", let token = call.calleeToken else { return nil }
        if let base = call.memberBase, base.as(DeclReferenceExprSyntax.self)?.baseName.text != "SwiftUI" { return nil }
        if let first = call.firstUnlabeledArgument, first.isNilLike { return nil }
        return SiteMatch(kind: "withAnimation", nameToken: token)
    }
}

/// `.animation(_:)`, `.animation(_:value:)` and `.animation(_:body:)` view and binding modifiers.
struct AnimationModifierMatcher: AnimationSiteMatcher {
    static let identifier = "animation-modifier"
    static let description = ".animation(_:value:) animates changes of a value on a view"
    static let names: Set<String> = ["animation"]
    static let triggeringExamples = [
        "var body: some View { Circle().scaleEffect(s).↓animation(.easeInOut, value: s) }",
        "var body: some View { Circle().↓animation(.default) }",
        "extension View { func wobble(_ on: Bool) -> some View { rotationEffect(.degrees(on ? 8 : 0)).↓animation(.bouncy, value: on) } }",
        "extension View { func pop(_ on: Bool) -> some View { scaleEffect(on ? 1.2 : 1).↓animation(.spring, value: on) } }",
    ]
    static let nonTriggeringExamples = [
        "var body: some View { Circle().animation(nil, value: s) }",
        "func f() { config.animation = .spring; let a = style.animation; layer.animation(forKey: \"spin\") }",
        "var body: some View { Circle().offset(y: y).animation(reduceMotion ? nil : .spring, value: y) }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let token = AnimationSiteMatchers.modifier(call, named: "animation", in: file), call.memberBase != nil || !call.isMemberCall,
              let first = call.firstUnlabeledArgument, !first.isNilLike else { return nil }
        let rest = call.labels.dropFirst()
        guard rest.allSatisfy({ $0 == "value" || $0 == "body" }) else { return nil }
        return SiteMatch(kind: "animation", nameToken: token)
    }
}

/// `.transition(_:)`: how a view enters and leaves (`.identity` is no transition).
struct TransitionMatcher: AnimationSiteMatcher {
    static let identifier = "transition"
    static let description = ".transition(_:) animates a view's insertion and removal"
    static let names: Set<String> = ["transition"]
    static let triggeringExamples = [
        "var body: some View { if show { Card().↓transition(.move(edge: .bottom)) } }",
        "extension View { func slideIn() -> some View { ↓transition(.move(edge: .trailing)) } }",
    ]
    static let nonTriggeringExamples = [
        "var body: some View { if show { Card().transition(reduceMotion ? .opacity : .slide) } }",
        "var body: some View { if show { Card().transition(.identity) } }",
        "enum Step { case a }\nfunc transition(_ step: Step) {}\nfunc advance() { transition(.a) }",
        "extension View { func fadeIn() -> some View { transition(.opacity) } }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let token = AnimationSiteMatchers.modifier(call, named: "transition", in: file), call.arguments.count == 1,
              let first = call.firstUnlabeledArgument else { return nil }
        if let member = first.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "identity" { return nil }
        return SiteMatch(kind: "transition", nameToken: token)
    }
}

/// `.matchedGeometryEffect(id:in:)`: a view flying between two places.
struct MatchedGeometryMatcher: AnimationSiteMatcher {
    static let identifier = "matched-geometry"
    static let description = ".matchedGeometryEffect(id:in:) moves and resizes a view between layouts"
    static let names: Set<String> = ["matchedGeometryEffect"]
    static let triggeringExamples = ["var body: some View { Capsule().↓matchedGeometryEffect(id: \"tab\", in: ns) }"]
    static let nonTriggeringExamples = [
        "var body: some View { if !reduceMotion { Capsule().matchedGeometryEffect(id: \"tab\", in: ns) } }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let token = AnimationSiteMatchers.modifier(call, named: "matchedGeometryEffect", in: file),
              call.labels.contains("id") else { return nil }
        return SiteMatch(kind: "matchedGeometryEffect", nameToken: token)
    }
}

/// `.symbolEffect(…)`: SF Symbol animations; without `value:` they run indefinitely.
struct SymbolEffectMatcher: AnimationSiteMatcher {
    static let identifier = "symbol-effect"
    static let description = ".symbolEffect(_:options:isActive:) and .symbolEffect(_:value:) animate SF Symbols"
    static let names: Set<String> = ["symbolEffect"]
    static let triggeringExamples = ["var body: some View { Image(systemName: \"wifi\").↓symbolEffect(.bounce, value: n) }"]
    static let nonTriggeringExamples = [
        "var body: some View { Image(systemName: \"gear\").symbolEffect(.rotate, isActive: !reduceMotion) }",
        "var body: some View { Image(systemName: \"gear\").symbolEffectsRemoved() }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let token = AnimationSiteMatchers.modifier(call, named: "symbolEffect", in: file), !call.arguments.isEmpty else { return nil }
        return SiteMatch(kind: "symbolEffect", nameToken: token)
    }
}

/// `.contentTransition(_:)`: how changing content (text, numbers, symbols) animates.
struct ContentTransitionMatcher: AnimationSiteMatcher {
    static let identifier = "content-transition"
    static let description = ".contentTransition(_:) animates content replaced in place"
    static let names: Set<String> = ["contentTransition"]
    static let triggeringExamples = ["var body: some View { Text(\"\\(n)\").↓contentTransition(.numericText()) }"]
    static let nonTriggeringExamples = ["var body: some View { Text(\"\\(n)\").contentTransition(.identity) }"]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let token = AnimationSiteMatchers.modifier(call, named: "contentTransition", in: file), call.arguments.count == 1,
              let first = call.firstUnlabeledArgument else { return nil }
        if let member = first.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "identity" { return nil }
        return SiteMatch(kind: "contentTransition", nameToken: token)
    }
}

/// `.phaseAnimator(_:trigger:content:animation:)` and `PhaseAnimator`: without a trigger they cycle forever.
struct PhaseAnimatorMatcher: AnimationSiteMatcher {
    static let identifier = "phase-animator"
    static let description = ".phaseAnimator cycles a view through phases"
    static let names: Set<String> = ["phaseAnimator", "PhaseAnimator"]
    static let triggeringExamples = ["var body: some View { Dot().↓phaseAnimator([0.5, 1]) { v, p in v.scaleEffect(p) } }"]
    static let nonTriggeringExamples = [
        "var body: some View { if reduceMotion { Dot() } else { Dot().phaseAnimator([0.5, 1]) { v, p in v.scaleEffect(p) } } }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let name = call.calleeName, name == "phaseAnimator" || name == "PhaseAnimator",
              let token = call.calleeToken, call.isMemberCall == (name == "phaseAnimator") else { return nil }
        return SiteMatch(kind: "phaseAnimator", nameToken: token)
    }
}

/// `.keyframeAnimator(initialValue:…)` and `KeyframeAnimator`.
struct KeyframeAnimatorMatcher: AnimationSiteMatcher {
    static let identifier = "keyframe-animator"
    static let description = ".keyframeAnimator plays keyframe tracks, repeating when asked"
    static let names: Set<String> = ["keyframeAnimator", "KeyframeAnimator"]
    static let triggeringExamples = [
        "var body: some View { Star().↓keyframeAnimator(initialValue: V(), repeating: true) { c, v in c.scaleEffect(v.s) } keyframes: { _ in } }",
    ]
    static let nonTriggeringExamples = [
        "var body: some View { Star().keyframes(initialValue: 1) }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let name = call.calleeName, name == "keyframeAnimator" || name == "KeyframeAnimator",
              let token = call.calleeToken, call.isMemberCall == (name == "keyframeAnimator"),
              call.labels.contains("initialValue") else { return nil }
        return SiteMatch(kind: "keyframeAnimator", nameToken: token)
    }
}
