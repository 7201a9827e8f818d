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

    /// The effects of the state its body changes.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        draft.stateEffects = tools.effects.closures(call)
        (draft.crossFileStates, draft.stateEffectsGuessed) = tools.effects.crossFile(call)
        // A model method returning a value from the state (`func isSelected(_:) -> Bool`) may be what views read.
        draft.inModel = !tools.effects.isInView(call) && !tools.effects.readByValueMethods(draft.crossFileStates, around: call)
    }
}

/// `.animation(_:)`, `.animation(_:value:)` and `.animation(_:body:)` view modifiers, and a binding's
/// `.animation(_:)` (`Toggle(isOn: $on.animation())`: every change through the binding is animated).
struct AnimationModifierMatcher: AnimationSiteMatcher {
    static let identifier = "animation-modifier"
    static let description = ".animation(_:value:) animates changes of a value on a view"
    static let names: Set<String> = ["animation"]
    static let triggeringExamples = [
        "var body: some View { Circle().scaleEffect(s).↓animation(.easeInOut, value: s) }",
        "var body: some View { Circle().↓animation(.default) }",
        "struct V: View {\n    @State var more = false\n    var body: some View {\n        VStack { Toggle(\"More\", isOn: $more.↓animation())\n"
            + "            if more { Text(\"Details\") } }\n    }\n}",
        "extension View { func wobble(_ on: Bool) -> some View { rotationEffect(.degrees(on ? 8 : 0)).↓animation(.bouncy, value: on) } }",
        "extension View { func pop(_ on: Bool) -> some View { scaleEffect(on ? 1.2 : 1).↓animation(.spring, value: on) } }",
    ]
    static let nonTriggeringExamples = [
        "var body: some View { Circle().animation(nil, value: s) }",
        "func f() { config.animation = .spring; let a = style.animation; layer.animation(forKey: \"spin\") }",
        "var body: some View { Circle().offset(y: y).animation(reduceMotion ? nil : .spring, value: y) }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let token = AnimationSiteMatchers.modifier(call, named: "animation", in: file), call.memberBase != nil || !call.isMemberCall else { return nil }
        // No view has `.animation()` without an argument: only a binding (its animation `.default`).
        if call.arguments.isEmpty, call.trailingClosure == nil, call.memberBase != nil { return SiteMatch(kind: "animation", nameToken: token) }
        guard let first = call.firstUnlabeledArgument, !first.isNilLike else { return nil }
        let rest = call.labels.dropFirst()
        guard rest.allSatisfy({ $0 == "value" || $0 == "body" }) else { return nil }
        return SiteMatch(kind: "animation", nameToken: token)
    }

    /// The effect modifiers before it on the chain that read its value, or that value's effects in the type;
    /// for a binding, the effects of the state it binds.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        if let transition = attachedTransition(call) {
            draft.stateEffects = Dictionary(uniqueKeysWithValues: MotionVocabulary.transitionEffects(in: transition).map { ($0, false) })
            return
        }
        if let body = call.closures.first {
            // `.animation(_:body:)` animates only what its body closure changes.
            draft.stateEffects = Dictionary(uniqueKeysWithValues: MotionVocabulary.traits(in: body).effects.map { ($0, false) })
            if !draft.stateEffects.isEmpty { return }
        }
        if isBinding(call) {
            draft.stateEffects = tools.effects.bound(call)
            draft.crossFileStates = tools.effects.boundDeferred(call)
        } else {
            draft.stateEffects = tools.effects.chain(call, deferred: &draft.crossFileStates)
        }
    }

    /// For a transition's `.animation(…)` (`AnyTransition.animation`): the transition it animates, written as an
    /// implicit member (`.move(edge: .top).animation(…)`) or inside a `.transition(…)` argument.
    static func attachedTransition(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let base = call.memberBase else { return nil }
        if base.firstToken(viewMode: .sourceAccurate)?.tokenKind == .period { return base }
        var node = call.parent
        while let current = node, !DeclarationBoundary.isBoundary(current) {
            if let outer = current.as(FunctionCallExprSyntax.self), TransitionMatcher.names.contains(outer.calleeName ?? ""),
               outer.arguments.range.contains(call.position) {
                return base
            }
            node = current.parent
        }
        return nil
    }

    /// A binding's `.animation(…)`: on `$state`, `$model.state`, or without arguments (no view has that form).
    static func isBinding(_ call: FunctionCallExprSyntax) -> Bool {
        guard let base = call.memberBase else { return false }
        if call.arguments.isEmpty, call.trailingClosure == nil { return true }
        return base.firstToken(viewMode: .sourceAccurate)?.text.hasPrefix("$") == true
    }
}

/// `.transition(_:)`: how a view enters and leaves (`.identity` is no transition); `.navigationTransition(_:)`:
/// how a pushed or presented screen comes in (`.zoom` grows it out of its source, `.automatic` is the system's).
struct TransitionMatcher: AnimationSiteMatcher {
    static let identifier = "transition"
    static let description = ".transition(_:) animates a view's insertion and removal"
    static let names: Set<String> = ["transition", "navigationTransition"]
    static let triggeringExamples = [
        "var body: some View { if show { Card().↓transition(.move(edge: .bottom)) } }",
        "extension View { func slideIn() -> some View { ↓transition(.move(edge: .trailing)) } }",
        "var body: some View { NavigationLink { Detail().↓navigationTransition(.zoom(sourceID: id, in: ns)) } label: { Row() } }",
    ]
    static let nonTriggeringExamples = [
        "var body: some View { if show { Card().transition(reduceMotion ? .opacity : .slide) } }",
        "var body: some View { if show { Card().transition(.identity) } }",
        "enum Step { case a }\nfunc transition(_ step: Step) {}\nfunc advance() { transition(.a) }",
        "extension View { func fadeIn() -> some View { transition(.opacity) } }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let name = call.calleeName, names.contains(name),
              let token = AnimationSiteMatchers.modifier(call, named: name, in: file), call.arguments.count == 1,
              let first = call.firstUnlabeledArgument else { return nil }
        if let member = first.as(MemberAccessExprSyntax.self), ["identity", "automatic"].contains(member.declName.baseName.text) { return nil }
        return SiteMatch(kind: "transition", nameToken: token)
    }

    static let valueType = "AnyTransition"

    /// The transition itself says what moves.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        draft.valueCarriesEffects = true
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

    static let valueType = "SymbolEffect"

    /// The effect says what moves; without `value:` it runs indefinitely, and its options may repeat it.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        draft.valueCarriesEffects = true
        if !call.labels.contains("value") { draft.namedCurve.insert(.repeatForever) }
        if let options = call.argument(labeled: "options") { draft.namedCurve.formUnion(MotionVocabulary.traits(in: options).curve) }
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

    static let valueType = "ContentTransition"

    /// The transition itself says what moves.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        draft.valueCarriesEffects = true
    }
}
