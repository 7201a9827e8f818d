import SwiftSyntax

extension UIKitSites {
    /// `UISlider()` made in code: a control whose only name is an accessibility label, since the label a screen shows
    /// beside it is an element of its own (README "Settled in round 5": sliders are controls). One kept under no name
    /// (returned, passed on) may be labelled where it goes: unknown.
    func slider(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        guard let name = name(of: call) else { return LabelDraft(shape: .button, outcome: .decided(.unresolved(Names.slider))) }
        let made = view(named: name, at: Syntax(call))
        let reason: VoiceOverReason = made.isHidden ? .hidden : made.isLabelled ? .labelled
            : namedContainer(around: Syntax(call)) ? .combinedElement : .unlabelledButton
        return LabelDraft(shape: .button, outcome: .decided(reason))
    }
}
