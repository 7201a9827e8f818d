import SwiftSyntax

/// `Slider(value: $level, in: 0...1)` with no label: VoiceOver reads an adjustable with no name ("50 percent, adjustable").
/// A slider is named like a control by its label view (`Slider(value:) { Text("Volume") }`); the title a row shows above
/// it is a separate element, not its name.
extension LabelSites {
    /// `Slider`.
    static let slider = "Slider"
    static let labeledContent = "LabeledContent"

    /// A site for a `Slider` written without a label (no `label:` argument, no trailing closure, or an `EmptyView` one)
    /// and not named or hidden by its modifiers or a container's (`.accessibilityLabel(…)`, a combined labelled row):
    /// it fails as an unnamed control. A slider with a label view is named by it and is no site.
    func sliderSite(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        guard !call.isMemberCall, Self.hasNoLabel(call) else { return nil }
        let own = AccessibilityFacts(ViewChain(ExprSyntax(file.ancestry.chainTop(of: call))).modifiers)
        if own.ownPlacement != nil { return nil }
        let nesting = file.ancestry.viewNesting(around: call)
        let around = AccessibilityFacts(nesting.modifiers(around: call, counting: file.ancestry))
        if around.containerPlacement != nil { return nil }
        for case let .closure(_, owner, chain) in nesting.containers {
            // `LabeledContent("Volume") { Slider(…) }` names what it holds.
            if owner.calleeName == Self.labeledContent, !owner.isMemberCall { return nil }
            let facts = AccessibilityFacts(ViewNesting.modifiers(around: owner, in: chain, counting: file.ancestry))
            if facts.containerPlacement != nil { return nil }
        }
        return LabelDraft(shape: .button, outcome: .decided(.unlabelledButton), helpers: own.helpers)
    }

    /// Whether a slider's call gives it no label view: none at all, or an empty one (`label: { EmptyView() }`).
    /// A trailing closure that takes a parameter (`{ editing in … }`) is `onEditingChanged`, not a label.
    private static func hasNoLabel(_ call: FunctionCallExprSyntax) -> Bool {
        let trailing = call.trailingClosure.flatMap { $0.signature == nil ? ExprSyntax($0) : nil }
        let closures = call.arguments.filter { $0.label?.text == "label" }.map(\.expression) + (trailing.map { [$0] } ?? [])
        guard let label = closures.first else { return true }
        guard let closure = label.as(ClosureExprSyntax.self) else { return false }
        return closure.statements.allSatisfy { $0.item.as(FunctionCallExprSyntax.self)?.calleeName == "EmptyView" }
    }
}
