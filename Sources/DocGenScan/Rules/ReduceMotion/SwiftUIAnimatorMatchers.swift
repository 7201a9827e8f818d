import SwiftSyntax

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

    /// Its animation is not an argument: it is the implicit animation around it.
    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] { [] }

    /// A move and a resize, animated by the nearest `.animation(_:value:)` on the view or a container.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        draft.namedEffects = [.move, .size]
        draft.terms = enclosingImplicitAnimation(of: call, tools: tools).map { [tools.builder.term($0)] } ?? []
    }

    /// The animation of the nearest `.animation(_:value:)` on the view or a container around it (same
    /// declaration): it is what moves a matched geometry effect when the value changes. The same for every call
    /// of a chain, so worked out once per chain.
    static func enclosingImplicitAnimation(of call: FunctionCallExprSyntax, tools: DraftingTools) -> ExprSyntax? {
        let top = tools.ancestry.chainTop(of: call).id
        if let known = tools.effects.judge.cache.implicitAnimations[top] { return known }
        let chains = tools.ancestry.viewChains(around: call)
        tools.ancestry.count(chains.joined().count)
        let found = chains.joined().first { $0.calleeName == "animation" && $0.labels.contains("value") }?.firstUnlabeledArgument
        tools.effects.judge.cache.implicitAnimations[top] = .some(found)
        return found
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

    /// Its phases are not an animation argument; its closures say what moves.
    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] { [] }

    /// What its closures change; without a trigger it cycles forever.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        draft.nameTraits(ofClosuresOf: call)
        if !call.labels.contains("trigger") { draft.namedCurve.insert(.repeatForever) }
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

    /// Its keyframes are not an animation argument; its closures say what moves.
    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] { [] }

    /// What its closures change; `repeating: true` repeats forever.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        draft.nameTraits(ofClosuresOf: call)
        if call.argument(labeled: "repeating")?.trimmedText == "true" { draft.namedCurve.insert(.repeatForever) }
    }
}

extension MotionDraft {
    /// Adds the curve and effects named in a call's closures (phase and keyframe content), whose repetition the
    /// call's own arguments decide.
    mutating func nameTraits(ofClosuresOf call: FunctionCallExprSyntax) {
        for closure in call.closures {
            let traits = MotionVocabulary.traits(in: closure)
            namedEffects.formUnion(traits.effects)
            namedCurve.formUnion(traits.curve.subtracting([.repeatForever]))
        }
    }
}

/// `TimelineView(.animation)`: its content is redrawn every frame, so what it reads of the date moves
/// continuously (a spinner, a running clock hand); `.animation(paused: reduceMotion)` stops it.
struct TimelineAnimationMatcher: AnimationSiteMatcher {
    static let identifier = "timeline-animation"
    static let description = "TimelineView(.animation) redraws its content every frame"
    static let names: Set<String> = ["TimelineView"]
    static let triggeringExamples = [
        "var body: some View { ↓TimelineView(.animation) { t in Ring().rotationEffect(.degrees(t.date.timeIntervalSince1970 * 90)) } }",
    ]
    static let nonTriggeringExamples = [
        "var body: some View { TimelineView(.animation(paused: reduceMotion)) { t in Ring().rotationEffect(.degrees(t.date.timeIntervalSince1970 * 90)) } }",
        "var body: some View { TimelineView(.everyMinute) { t in Text(t.date, style: .time) } }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard call.calleeName == "TimelineView", !call.isMemberCall, let token = call.calleeToken,
              schedule(of: call) != nil else { return nil }
        return SiteMatch(kind: "TimelineView", nameToken: token)
    }

    /// The `.animation` or `.animation(minimumInterval:paused:)` schedule, if that is the one given.
    static func schedule(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let first = call.firstUnlabeledArgument else { return nil }
        let member = first.as(MemberAccessExprSyntax.self) ?? first.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        guard let member, member.base == nil, member.declName.baseName.text == "animation" else { return nil }
        return first
    }

    /// Its schedule is not an animation curve; its content says what moves, every frame.
    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] { [] }

    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        draft.nameTraits(ofClosuresOf: call)
        draft.namedCurve.insert(.repeatForever)
    }
}
