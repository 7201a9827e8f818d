import SwiftSyntax

/// `UIView.animate(…)`, `UIView.animateKeyframes(…)` and `UIView.transition(…)`.
struct UIViewAnimationMatcher: AnimationSiteMatcher {
    static let identifier = "uiview-animate"
    static let description = "UIView block animations and view transitions"
    static let triggeringExamples = [
        "func show() { UIView.↓animate(withDuration: 0.3) { self.card.center.y -= 80 } }",
        "func flip() { UIView.↓transition(with: card, duration: 0.4, options: .transitionFlipFromLeft, animations: nil) }",
        "func remove() { UIView.↓perform(.delete, on: [card], options: [], animations: { self.card.center.y += 40 }) }",
    ]
    static let nonTriggeringExamples = [
        "func show() { if UIAccessibility.isReduceMotionEnabled { card.alpha = 1 } else { UIView.animate(withDuration: 0.3) { self.card.center.y -= 80 } } }",
        "func show() { card.animate(withDuration: 0.3) }",
    ]

    static let names: Set<String> = ["animate", "animateKeyframes", "transition", "perform"]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let name = call.calleeName, names.contains(name), let token = call.calleeToken,
              call.memberBase?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIView", !call.labels.isEmpty || call.trailingClosure != nil else { return nil }
        let kind = name == "transition" ? "UIView.transition" : name == "perform" ? "UIView.perform" : "UIView.animate"
        return SiteMatch(kind: kind, nameToken: token)
    }

    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] { UIKitAnimation.conditionalArguments(of: call) }

    /// What the call names, its completion handler aside; durations given by a token.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        let traits = UIKitAnimation.traitsWithoutCompletion(call)
        draft.namedCurve = traits.curve
        draft.namedEffects = traits.effects
        if draft.namedEffects.isEmpty {
            draft.namedEffects = UIKitAnimation.calledMethodEffects(call, in: tools.effects.judge.stateEffects.file)
        }
        if UIKitAnimation.onlyFlushesLayout(call) { draft.namedEffects.remove(.size) }
        if UIKitAnimation.onlyCrossDissolves(call) { draft.namedEffects = [.opacity] }
        draft.durationTerms = UIKitAnimation.durationTokens(of: call).map { tools.builder.term($0) }
    }
}

/// `UIViewPropertyAnimator(…)` and `UIViewPropertyAnimator.runningPropertyAnimator(…)`.
struct PropertyAnimatorMatcher: AnimationSiteMatcher {
    static let identifier = "property-animator"
    static let description = "UIViewPropertyAnimator interruptible animations"
    static let names: Set<String> = ["UIViewPropertyAnimator", "runningPropertyAnimator"]
    static let triggeringExamples = [
        "func go() { let a = ↓UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.6) { self.v.transform = .init(scaleX: 2, y: 2) }; a.startAnimation() }",
    ]
    static let nonTriggeringExamples = [
        "func go() { let a = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.6) { self.v.transform = .identity }; if !UIAccessibility.isReduceMotionEnabled { a.startAnimation() } }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let name = call.calleeName, let token = call.calleeToken else { return nil }
        if name == "UIViewPropertyAnimator", !call.isMemberCall {
            return SiteMatch(kind: "UIViewPropertyAnimator", nameToken: token)
        }
        if name == "runningPropertyAnimator",
           call.memberBase?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIViewPropertyAnimator" {
            return SiteMatch(kind: "UIViewPropertyAnimator", nameToken: token)
        }
        return nil
    }

    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] { UIKitAnimation.conditionalArguments(of: call) }

    /// What the call and the statements configuring the animator name; durations given by a token.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        UIKitAnimation.describe(call, into: &draft, with: tools)
    }
}

/// Core Animation: `CABasicAnimation`, `CAKeyframeAnimation`, `CASpringAnimation`, `CAAnimationGroup` (its own
/// repeat count repeats the animations it groups), `CATransition`.
struct CoreAnimationMatcher: AnimationSiteMatcher {
    static let identifier = "core-animation"
    static let description = "Core Animation layer animations, judged where they are created or added"
    static let triggeringExamples = [
        "func spin() { let a = ↓CABasicAnimation(keyPath: \"transform.rotation\"); a.repeatCount = .infinity; layer.add(a, forKey: \"spin\") }",
    ]
    static let nonTriggeringExamples = [
        "func spin() { guard !UIAccessibility.isReduceMotionEnabled else { return }; let a = CABasicAnimation(keyPath: \"transform.rotation\"); layer.add(a, forKey: \"spin\") }",
        "func spin() { let a = CABasicAnimation(keyPath: \"opacity\"); layer.add(a, forKey: \"fade\") }",
    ]

    static let names: Set<String> = ["CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CATransition"]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let name = call.calleeName, names.contains(name), !call.isMemberCall, let token = call.calleeToken else {
            return nil
        }
        return SiteMatch(kind: name, nameToken: token)
    }

    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] { UIKitAnimation.conditionalArguments(of: call) }

    /// What the call and the statements configuring the animation name (a `CASpringAnimation` springs);
    /// durations given by a token.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        UIKitAnimation.describe(call, into: &draft, with: tools)
        if call.calleeName == "CASpringAnimation" { draft.namedCurve.insert(.spring) }
    }
}

/// What UIKit and Core Animation sites share when they are drafted.
enum UIKitAnimation {
    /// Every plain argument that is a conditional, or a local holding one (a duration of zero under Reduce Motion).
    static func conditionalArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        call.arguments.filter { !$0.expression.is(ClosureExprSyntax.self) }.map(\.expression).filter { expression in
            if ExprTree(expression).isConditional { return true }
            guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let value = LocalBindings.value(of: name, before: Syntax(expression)) else { return false }
            return ExprTree(value).isConditional
        }
    }

    /// An animator or layer animation bound to a local: what the call and the statements configuring it name,
    /// and durations given by a token.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        let traits = MotionVocabulary.traits(in: call)
        draft.namedCurve = traits.curve
        draft.namedEffects = traits.effects
        let related = tools.effects.relatedStatements(call)
        draft.namedCurve.formUnion(related.curve)
        draft.namedEffects.formUnion(related.effects)
        draft.durationTerms = durationTokens(of: call).map { tools.builder.term($0) }
    }

    /// Curve and effects of a UIKit animation call without its completion handler, which runs after the
    /// animation and is not part of it (a fade-out chained after a spring does not make the spring a fade).
    static func traitsWithoutCompletion(_ call: FunctionCallExprSyntax) -> (curve: Set<CurveTrait>, effects: Set<EffectTrait>) {
        var pieces: [Syntax] = [Syntax(call.calledExpression)]
        pieces += call.arguments.filter { $0.label?.text != "completion" }.map { Syntax($0) }
        if let trailing = call.trailingClosure, !call.labels.contains("animations") || call.labels.contains("completion") {
            pieces.append(Syntax(trailing))
        }
        pieces += call.additionalTrailingClosures.filter { $0.label.text != "completion" }.map { Syntax($0) }
        var result: (curve: Set<CurveTrait>, effects: Set<EffectTrait>) = ([], [])
        for piece in pieces {
            let traits = MotionVocabulary.traits(in: piece)
            result.curve.formUnion(traits.curve)
            result.effects.formUnion(traits.effects)
        }
        return result
    }

    /// For a block that only calls methods of its own type (`UIView.animate { self.applyStyle() }`): the effects
    /// named in those methods' bodies, one call deep — what the block animates is what they change.
    static func calledMethodEffects(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> Set<EffectTrait> {
        let owner = file.ancestry.typePath(of: Syntax(call))
        var effects: Set<EffectTrait> = []
        for closure in call.closures where !isCompletion(closure, of: call) {
            for statement in closure.statements {
                guard let inner = (statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression)?
                    .as(FunctionCallExprSyntax.self), let name = inner.calleeName else { continue }
                if let base = inner.memberBase, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { continue }
                guard let declaration = file.declarations.first(where: { $0.kind == .function && $0.name == name && $0.owner == owner }),
                      let function = file.identifier(at: declaration.nameOffset)?.ancestor(FunctionDeclSyntax.self),
                      let body = function.body else { continue }
                effects.formUnion(MotionVocabulary.traits(in: body).effects)
            }
        }
        return effects
    }

    private static func isCompletion(_ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax) -> Bool {
        if let argument = closure.parent?.as(LabeledExprSyntax.self) { return argument.label?.text == "completion" }
        if let labeled = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) { return labeled.label.text == "completion" }
        return call.trailingClosure?.id == closure.id && call.labels.contains("animations") && !call.labels.contains("completion")
    }

    /// Whether the layout the block animates was already flushed: it calls `layoutIfNeeded()` but assigns only
    /// opacity and colours (no constraint, frame or transform), and the statement just before the call lays the
    /// view out too, so nothing is left for the block to move
    /// (`view.layoutIfNeeded(); UIView.animate { view.alpha = 1; view.layoutIfNeeded() }` only fades).
    static func onlyFlushesLayout(_ call: FunctionCallExprSyntax) -> Bool {
        var flushes = false
        var previous: TokenSyntax?
        for token in call.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            if token.tokenKind == .equal || { if case let .binaryOperator(op) = token.tokenKind { return op.hasSuffix("=") && op != "==" } else { return false } }() {
                guard let target = previous?.text, [.opacity, .color].contains(MotionVocabulary.effect(ofName: target)) else { return false }
            }
            guard case let .identifier(name) = token.tokenKind else { continue }
            if name == "layoutIfNeeded" { flushes = true } else if MotionVocabulary.effect(ofName: name) == .size { return false }
        }
        guard flushes else { return false }
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(CodeBlockItemListSyntax.self) { node = parent }
        guard let list = node.parent?.as(CodeBlockItemListSyntax.self),
              let previous = list.last(where: { $0.position < node.position }) else { return false }
        return previous.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("layoutIfNeeded") }
    }

    /// Whether a `UIView.transition` only crossfades: with `.transitionCrossDissolve` (and no flip or curl) UIKit
    /// draws whatever its block changes in the view — text, images, layout — as a dissolve from the old snapshot
    /// to the new one, so nothing is seen to move.
    static func onlyCrossDissolves(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "transition", let options = call.argument(labeled: "options") else { return false }
        let names = options.tokens(viewMode: .sourceAccurate).map(\.text).filter { $0.hasPrefix("transition") }
        return names == ["transitionCrossDissolve"]
    }

    /// Duration arguments written as a token (`Motion.duration`, `duration`) rather than a number or a conditional.
    static func durationTokens(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        call.arguments.compactMap { argument in
            guard ["withDuration", "duration"].contains(argument.label?.text ?? ""), argument.expression.simplePath != nil,
                  !ExprTree(argument.expression).isConditional else { return nil }
            if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               LocalBindings.value(of: name, before: Syntax(argument.expression)) != nil {
                return nil
            }
            return argument.expression
        }
    }
}

/// `CAEmitterLayer()` and subclasses of `CAEmitterLayer`: a particle emitter keeps sending particles that fly
/// (and often spin) for as long as it emits. A subclass is reported at the class's inheritance of
/// `CAEmitterLayer` and judged at its initializer's `super.init(…)`.
struct EmitterLayerMatcher: AnimationSiteMatcher {
    static let identifier = "emitter-layer"
    static let description = "Core Animation particle emitters (CAEmitterLayer and its subclasses)"
    static let names: Set<String> = ["CAEmitterLayer"]
    static let triggeringExamples = [
        "func celebrate() { let emitter = ↓CAEmitterLayer(); emitter.emitterCells = [confetti]; layer.addSublayer(emitter) }",
        "final class SnowLayer: ↓CAEmitterLayer {\n    override init() {\n        super.init()\n        emitterCells = [flake]\n    }\n}",
    ]
    static let nonTriggeringExamples = [
        "func celebrate() { guard !UIAccessibility.isReduceMotionEnabled else { return }; let emitter = CAEmitterLayer(); layer.addSublayer(emitter) }",
    ]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard call.calleeName == "CAEmitterLayer", !call.isMemberCall, let token = call.calleeToken else { return nil }
        return SiteMatch(kind: "CAEmitterLayer", nameToken: token)
    }

    /// For `CAEmitterLayer` named in a class's inheritance clause: the class's first `super.init(…)` call.
    static func subclassInitializer(inheriting token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard token.text == "CAEmitterLayer", token.ancestor(InheritedTypeSyntax.self) != nil,
              let type = token.ancestor(ClassDeclSyntax.self) else { return nil }
        for candidate in type.memberBlock.tokens(viewMode: .sourceAccurate) where candidate.tokenKind == .keyword(.super) {
            guard let member = candidate.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
                  let call = member.parent?.as(FunctionCallExprSyntax.self) else { continue }
            return call
        }
        return nil
    }

    static func animationArguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] { [] }

    /// Particles are emitted and fly for as long as the layer emits.
    static func describe(_ call: FunctionCallExprSyntax, into draft: inout MotionDraft, with tools: DraftingTools) {
        draft.namedCurve = [.repeatForever]
        draft.namedEffects = [.move]
    }
}
