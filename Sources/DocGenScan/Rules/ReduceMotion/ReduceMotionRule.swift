import DocGenCore

/// WCAG 2.3.3 Animation from Interactions: every animation respects the Reduce Motion setting.
public struct ReduceMotionRule: AccessibilityRule {
    public static let id = "reduce-motion"
    public static let title = "Reduce Motion"
    public static let criteria = ["2.3.3"]
    public static let summary = "An animation that moves something runs even when Reduce Motion is on."
    public static let description = """
        Lists every animation site — withAnimation, .animation(_:value:) and .animation(_:body:), a binding's \
        .animation() ($isOn.animation()), .transition and a transition's own .animation(…), .navigationTransition, \
        matchedGeometryEffect, symbolEffect, contentTransition, phaseAnimator, keyframeAnimator, TimelineView(.animation), \
        UIView.animate/transition/perform, UIViewPropertyAnimator, Core Animation (CABasicAnimation, \
        CAKeyframeAnimation, CASpringAnimation, CAAnimationGroup, CATransition; a CAEmitterLayer, made or \
        subclassed, emits particles that fly for as long as it runs) — with its curve (spring, ease, \
        linear, repeat-forever) and the effects it animates (rotation, directional, move, offset, scale, size, \
        opacity, color), and judges what the user sees with Reduce Motion on. \
        The effects are read where SwiftUI applies them: the effect modifiers above an .animation on its chain \
        (those after it are outside its scope; content built inside one, as .overlay { Circle().offset(…) }, by \
        its own modifier; a .contentTransition such as .numericText rolls the text) or, when none reads its \
        value, the reads of that state in the view it modifies and the view members it names, else anywhere in \
        the view, also through computed properties (conditions inside them included); a progress bar or gauge \
        showing the value; a value passed to a component (Chip(selected: x)) does what the component does with \
        that property, in whichever file declares it; a view model's state changed in withAnimation does what \
        the views of other files reading it as a member (model.isLoading) do, unless one passes it somewhere \
        unknown, and a @Binding changed there writes state its owner shows elsewhere (unknown); the \
        views a state inserts or removes — their transitions (a fade when none is given), and where they are laid \
        out: inserted into a stack, list or form they push their siblings (movement), laid over others \
        (ZStack, overlay, background, toolbar) or exchanged for a view of the same size they only crossfade (a \
        body exchanged for one of another size resizes the view in its parent); a view given the type's \
        @Namespace matches geometry across the change (movement); a UIKit block's assignments without its completion handler, and the bodies of its own type's methods it \
        calls (any name ending in Color is a colour); a UIView.transition with .transitionCrossDissolve alone \
        dissolves whatever its block changes (opacity). A toolbar's content is views too; .disabled(x) dims \
        (colour); a view alone in a stack of a fixed width and height appears in place. A model's withAnimation \
        that only sets state no code outside the model reads (model.x) shows nothing: no-motion. No effect \
        found counts as movement. \
        Helpers are judged at their callers. A call of a function, modifier or type is matched to the project's \
        declaration by its receiver and arguments, never by its name alone (tableView.reloadData() is UIKit's, \
        not the project's reloadData()). A call of a helper is not a site: the animation inside it is, judged \
        once for every caller with what that caller passes (an animation, a transition, a body closure, a Reduce \
        Motion flag), through helpers that pass their parameters on; it fails at the first caller that makes it \
        move (unguarded-call names it). A site passes when a guard keeps its motion off: a conditional on Reduce \
        Motion in its argument, an enclosing if/guard/else, a helper named in safe_wrappers, a token that is nil \
        or reduced under Reduce Motion (resolved across files and packages, backticked names included), effects \
        held at rest; it passes too when nothing moves at all (nil, .none, .identity, a zero duration). It is \
        exempt when it only fades or changes colour, unknown when its animation is a token that cannot be \
        resolved, and fails when something still moves. \
        Reduce Motion reads are properties declared with @Environment(\\.accessibilityReduceMotion) (whatever \
        their name), parameters and properties fed from one, computed properties returning one, @Environment \
        properties of a custom key set from one, names containing reduceMotion, \
        UIAccessibility.isReduceMotionEnabled, NSWorkspace.shared.accessibilityDisplayShouldReduceMotion, and \
        the names listed in reduce_motion_reads. Fix a failure by passing nil or a crossfade when Reduce Motion \
        is on, or by not starting the motion.
        """
    public static let severityRules = MotionSeverityRule.descriptions
    public static let optionKeys = [safeWrappers, reduceMotionReads, exemptOpacity]
    public typealias Reason = ReduceMotionReason

    /// `safe_wrappers`: helpers trusted as safe besides those found in the code.
    public static let safeWrappers = RuleOptionKey(
        name: "safe_wrappers", kind: .strings, summary: "functions, modifiers and tokens trusted as Reduce Motion safe")
    /// `reduce_motion_reads`: extra expressions that are true when Reduce Motion is on.
    public static let reduceMotionReads = RuleOptionKey(
        name: "reduce_motion_reads", kind: .strings, summary: "extra expressions that are true when Reduce Motion is on")
    /// `exempt_opacity`: whether opacity- and colour-only sites are exempt.
    public static let exemptOpacity = RuleOptionKey(
        name: "exempt_opacity", kind: .bool, summary: "whether opacity- and colour-only sites are exempt (default true)")

    public static var triggeringExamples: [String] {
        AnimationSiteMatchers.all.flatMap { $0.triggeringExamples } + [
            "struct V: View {\n    @State var on = false\n    var body: some View { Circle().offset(y: on ? 0 : 40).↓animation(.easeIn(duration: 0.2), value: on) }\n}",
            "struct V: View {\n    @Environment(\\.accessibilityReduceMotion) var reduceMotion\n    @State var on = false\n"
                + "    var body: some View { Circle().offset(y: on ? 0 : 40).↓animation(reduceMotion ? .linear(duration: 0.2) : .spring, value: on) }\n}",
            "enum DS { static let pop = Animation.bouncy }\nstruct V: View {\n    @State var on = false\n"
                + "    var body: some View { Circle().scaleEffect(on ? 1.2 : 1).↓animation(DS.pop, value: on) }\n}",
            "extension View {\n    func rise(reduceMotion: Bool) -> some View { ↓transition(reduceMotion ? .opacity : .move(edge: .bottom)) }\n}\n"
                + "struct V: View {\n    var body: some View { Text(\"x\").rise(reduceMotion: false) }\n}",
        ]
    }

    public static var nonTriggeringExamples: [String] {
        AnimationSiteMatchers.all.flatMap { $0.nonTriggeringExamples } + [
            "struct V: View {\n    @State var on = false\n    var body: some View { Circle().opacity(on ? 1 : 0).animation(.spring, value: on) }\n}",
            "struct V: View {\n    @Environment(\\.accessibilityReduceMotion) var reduceMotion\n    @State var on = false\n"
                + "    var body: some View { Circle().offset(y: reduceMotion ? 0 : (on ? 0 : 40)).animation(.spring, value: on) }\n}",
            "struct V: View {\n    @State var on = false\n    var body: some View {\n        // docgen:ignore reduce-motion: a 2 pt nudge approved by the accessibility review\n"
                + "        Circle().offset(y: on ? 0 : 2).animation(.spring, value: on)\n    }\n}",
            "struct V: View {\n    @State var on = false\n    var body: some View { Circle().offset(y: on ? 0 : 40).animation(Motion.external, value: on) }\n}",
            "extension View {\n    func rise(reduceMotion: Bool) -> some View { transition(reduceMotion ? .opacity : .move(edge: .bottom)) }\n}\n"
                + "struct V: View {\n    @Environment(\\.accessibilityReduceMotion) var reduceMotion\n"
                + "    var body: some View { Text(\"x\").rise(reduceMotion: reduceMotion) }\n}",
        ]
    }
}

extension ReduceMotionRule: ScannerRule {
    typealias Analysis = ReduceMotionAnalysis
}
