import SwiftSyntax

/// `Label(title, systemImage: supported ? "checkmark.circle" : "xmark.circle")` outside a control: VoiceOver reads a
/// label's title and not its icon, so an icon chosen by a condition shows a state that a fixed title never says.
extension LabelSites {
    /// A site for a `Label` whose icon a condition chooses, when nothing else says that state: its title is fixed (not
    /// worked out from a condition or values), it has no accessibility label, value or hiding of its own or around
    /// it, and it is not in a control's label (the control is then the row). Any other `Label` is no site.
    mutating func stateIconLabelSite(_ call: FunctionCallExprSyntax, inControlLabel: Bool) -> LabelDraft? {
        guard !inControlLabel, !call.isMemberCall,
              let icon = call.arguments.first(where: { Names.labelIconArguments.contains($0.label?.text ?? "") }),
              let tested = ImageNatures.tested(icon.expression), !ThemeCondition.isTheme(tested),
              let title = call.arguments.first, title.label == nil || title.label?.text == "title", title.id != icon.id,
              !LabelChains.isWorkedOut(title.expression) else { return nil }
        let own = AccessibilityFacts(ViewChain(ExprSyntax(file.ancestry.chainTop(of: call))).modifiers)
        if own.ownPlacement != nil || own.saysValue { return nil }
        let nesting = file.ancestry.viewNesting(around: call)
        if AccessibilityFacts(nesting.modifiers(around: call, counting: file.ancestry)).ownPlacement != nil { return nil }
        for case let .closure(closure, owner, chain) in nesting.containers {
            // In a control's label (or a picker's options) outside the walked view code: the control is the row.
            let name = owner.calleeName ?? ""
            if Names.imageOnlyControls.contains(name) || name == "Picker", owner.memberBase == nil,
               LabelChains.labelClosure(of: owner)?.id == closure.id || name == "Picker" { return nil }
            let around = AccessibilityFacts(ViewNesting.modifiers(around: owner, in: chain, counting: file.ancestry))
            if around.containerPlacement != nil || around.saysValue { return nil }
        }
        return LabelDraft(shape: .image(decorativePlace: false), outcome: .decided(.unsaidState))
    }
}
