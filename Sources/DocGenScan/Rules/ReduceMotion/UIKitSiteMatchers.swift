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
}

/// Core Animation: `CABasicAnimation`, `CAKeyframeAnimation`, `CASpringAnimation`.
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

    static let names: Set<String> = ["CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation"]

    static func match(_ call: FunctionCallExprSyntax, in file: ParsedFile) -> SiteMatch? {
        guard let name = call.calleeName, names.contains(name), !call.isMemberCall, let token = call.calleeToken else {
            return nil
        }
        return SiteMatch(kind: name, nameToken: token)
    }
}
