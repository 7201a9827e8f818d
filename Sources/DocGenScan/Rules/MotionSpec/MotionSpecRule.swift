import DocGenCore

/// WCAG 2.3.1 Three Flashes or Below Threshold, and the team's motion specification: durations in an allowed
/// range, curves from an allowed set, nothing that flashes.
public struct MotionSpecRule: AccessibilityRule {
    public static let id = "motion-spec"
    public static let title = "Motion specification"
    public static let criteria = ["2.3.1"]
    public static let summary = "An animation's duration or curve is outside the team's motion specification, or it flashes."
    public static let description = """
        Lists every duration written in code: SwiftUI curves with a duration (.easeIn/.easeOut/.easeInOut/.linear(duration:), \
        .spring/.bouncy/.smooth/.snappy(duration:), .interpolatingSpring(duration:), .timingCurve(…, duration:), a \
        spring's response:), UIView.animate(withDuration:) and its spring and keyframe forms, UIView.transition(…, \
        duration:), UIViewPropertyAnimator(duration:), Core Animation `duration =` (CABasicAnimation, \
        CAKeyframeAnimation, CAAnimationGroup, CATransition), UIImageView.animationDuration and image transitions \
        such as Kingfisher's .fade(0.3). Constants, arithmetic, random ranges and units written on numbers \
        (7.seconds, 250.milliseconds, through the extension that defines them) are followed to their values \
        across files; a design-system animation token is judged where it is defined, once. A duration given by a \
        parameter takes the values the function's calls in its file pass (or the parameter's default) — calls \
        without a receiver or on its own type: UIView.animate(withDuration:) is not a call of a helper \
        animate(withDuration:) beside it; a stored property read on a parameter of its type (config.duration, \
        config: BurstConfig) is its default (var duration: TimeInterval = 3.0) when no initializer, construction \
        (BurstConfig(duration: 5)) or assignment (config.duration = 5) in the project sets it; a property of a \
        local assigned earlier in the body (out.beginTime = d / 1.5) is that value; a curve \
        passed by reference (Animation.linear(duration:) as a parameter's default, Animation.spring(_:) or a \
        wrapper of the app passed to a call) is judged at the duration: of the calls that apply it, in any file. \
        A duration passes inside the allowed range (0.2–0.5 s unless `durations:` says otherwise), a zero \
        duration is no animation (the Reduce Motion fallback) and passes, a value outside fails with the value \
        found (`duration 0.8 s (above 0.5 s)`), and a value only known when the app runs (a keyboard \
        notification's duration, a parameter nothing in the scanned code supplies) is unknown, with the name \
        that holds it. .delay is not a duration; springs given only by stiffness and damping, and \
        curves with no written timing, are no sites. Flashes (WCAG 2.3.1): an animation applied to opacity, \
        brightness or colour (withAnimation, .animation) that repeats forever, or a Core Animation object of \
        opacity or colour with repeatCount = .infinity, fails when a cycle (its duration, twice when it \
        reverses) is shorter than 1/3 s — more than three flashes a second. When `curves:` lists the allowed \
        curves and tokens, every curve chosen in code is a site too, passing when its name (easeInOut, spring; \
        UIKit curveEaseIn) or the token it defines (Motion.standard) is listed. Fix a failure with a duration \
        inside the range, an allowed curve, or a slower repetition.
        """

    /// `durations`: the allowed range of durations, in seconds.
    public static let durationsKey = RuleOptionKey(
        name: "durations", kind: .range, summary: "the allowed durations in seconds, {min: 0.2, max: 0.5} by default")
    /// `curves`: the allowed curves and tokens.
    public static let curvesKey = RuleOptionKey(
        name: "curves", kind: .strings, summary: "the curves and tokens allowed (easeInOut, spring, Motion.standard); any when not set")
    public static let optionKeys: [RuleOptionKey] = [durationsKey, curvesKey]
    /// The specification's durations when the configuration names none.
    public static let defaultDurations = NumberRange(min: 0.2, max: 0.5)

    static let flash = SeverityRuleDescription("flash", .high, "opacity, brightness or colour changes repeating forever (WCAG 2.3.1)")
    static let duration = SeverityRuleDescription("duration", .medium, "durations written in code")
    static let curve = SeverityRuleDescription("curve", .low, "curves chosen in code, when the configuration lists the allowed ones")
    public static let severityRules: [SeverityRuleDescription] = [flash, duration, curve]

    public typealias Reason = MotionSpecReason

    public static let triggeringExamples = [
        "struct V: View {\n    @State var on = false\n    var body: some View { Circle().offset(y: on ? 0 : 40).animation(.↓easeOut(duration: 0.8), value: on) }\n}",
        "enum Motion { static let quick = Animation.↓linear(duration: 0.1) }",
        "import UIKit\nfinal class C: UIViewController {\n    func show() { UIView.↓animate(withDuration: 1.2) { self.view.alpha = 1 } }\n}",
        "struct V: View {\n    @State var lit = false\n    var body: some View {\n        Circle().opacity(lit ? 1 : 0.2)\n"
            + "            .↓animation(.↓linear(duration: 0.1).repeatForever(), value: lit)\n    }\n}",
    ]

    public static let nonTriggeringExamples = [
        "struct V: View {\n    @State var on = false\n    var body: some View { Circle().offset(y: on ? 0 : 40).animation(.easeOut(duration: 0.3), value: on) }\n}",
        "struct V: View {\n    @Environment(\\.accessibilityReduceMotion) var reduceMotion\n    @State var on = false\n"
            + "    var body: some View { Circle().scaleEffect(on ? 1.1 : 1).animation(.spring(response: reduceMotion ? 0 : 0.35), value: on) }\n}",
        "struct V: View {\n    @State var lit = false\n    var body: some View {\n        Circle().opacity(lit ? 1 : 0.2)\n"
            + "            .animation(.easeInOut(duration: 0.5).repeatForever(), value: lit)\n    }\n}",
        "struct V: View {\n    @State var on = false\n    var body: some View { Circle().offset(y: on ? 0 : 40).animation(.spring, value: on) }\n}",
    ]
}

extension MotionSpecRule: ScannerRule {
    typealias Analysis = MotionSpecAnalysis
}
