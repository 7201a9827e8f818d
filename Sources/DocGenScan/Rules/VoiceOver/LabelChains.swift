import SwiftSyntax

/// What the modifiers on a view and its containers say to VoiceOver: a label, hiding, a role; and what a
/// control's label shows.
enum LabelChains {
    typealias Names = VoiceOverVocabulary

    /// A label or hiding on the element's own modifiers; other names that may be helpers are collected to look up.
    static func chainReason(_ chain: [FunctionCallExprSyntax], helpers: inout [String]) -> VoiceOverReason? {
        for modifier in chain {
            guard let name = modifier.calleeName else { continue }
            if name == Names.hiddenModifier {
                if isHiding(modifier) { return .hidden }
            } else if name == Names.legacyAccessibility {
                if modifier.labels.contains("hidden") { return .hidden }
                if modifier.labels.contains("label") { return .labelled }
            } else if Names.labelModifiers.contains(name) {
                return .labelled
            } else if Names.mayBeHelper(name) {
                helpers.append(name)
            }
        }
        return nil
    }

    /// A container that hides its children, or combines them into one element with a label of its own.
    static func containerReason(_ chain: [FunctionCallExprSyntax]) -> VoiceOverReason? {
        if let hidden = chain.first(where: { $0.calleeName == Names.hiddenModifier }), isHiding(hidden) { return .hidden }
        let grouped = chain.contains { modifier in
            modifier.calleeName == Names.elementModifier
                && Names.combiningChildren.contains(modifier.argument(labeled: "children")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "ignore")
        }
        let labelled = chain.contains { modifier in
            modifier.calleeName == Names.labelModifier || (modifier.calleeName == Names.legacyAccessibility && modifier.labels.contains("label"))
        }
        return grouped && labelled ? .combinedElement : nil
    }

    /// What one modifier says about a tapped view: a reason (a button trait, an action, a representation, hiding),
    /// a helper name to look up, or nothing.
    enum TraitFact {
        case reason(VoiceOverReason)
        case helper(String)
        case nothing
    }

    /// ``TraitFact`` of a modifier on a tapped view or on a container around it.
    static func traitFact(_ modifier: FunctionCallExprSyntax) -> TraitFact {
        guard let name = modifier.calleeName else { return .nothing }
        if name == Names.traitsModifier {
            let control = modifier.arguments.tokens(viewMode: .sourceAccurate).contains { Names.controlTraits.contains($0.text) }
            return control ? .reason(.buttonTrait) : .nothing
        }
        if Names.actionModifiers.contains(name) { return .reason(.accessibilityAction) }
        if name == Names.representation { return .reason(.represented) }
        if name == Names.hiddenModifier { return isHiding(modifier) ? .reason(.hidden) : .nothing }
        return Names.mayBeHelper(name) ? .helper(name) : .nothing
    }

    /// `.accessibilityHidden(…)` with anything but `false`.
    static func isHiding(_ modifier: FunctionCallExprSyntax) -> Bool {
        modifier.firstUnlabeledArgument?.trimmedDescription != "false"
    }

    /// Whether a control has a title: a string (`Button("Save")`), or `Text`/`Label` in its label.
    static func hasTitle(_ call: FunctionCallExprSyntax) -> Bool {
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) { return true }
        guard let label = labelClosure(of: call) else { return true }
        return builds(Names.titleViews, in: label)
    }

    /// Whether a closure builds one of `views` (`Text(…)`, `Label(…)`).
    static func builds(_ views: Set<String>, in closure: ClosureExprSyntax) -> Bool {
        closure.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind, views.contains(name) else { return false }
            return token.namedCall != nil
        }
    }

    /// The closure that builds a control's label.
    static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let label = call.argument(labeled: "label")?.as(ClosureExprSyntax.self) { return label }
        if let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return label.closure }
        if Names.labelFollows.contains(where: { call.labels.contains($0) }) { return call.trailingClosure }
        return nil
    }
}
