import SwiftSyntax

/// What the modifiers on a view say to VoiceOver: a label, hiding, a combined element, a value; and what a
/// control's label shows.
struct AccessibilityFacts {
    typealias Names = VoiceOverVocabulary

    /// `.accessibilityLabel(…)` (or another modifier that names the element), the first met.
    var label: FunctionCallExprSyntax?
    var hides = false
    /// `.accessibilityElement(children: .combine or .ignore)`.
    var combines = false
    /// `.accessibilityElement(children:)` with any argument: the container says how its children are read.
    var declaresElement = false
    /// `.accessibilityValue(…)` or the `.isSelected` trait: the element can say a state.
    var saysValue = false
    /// Modifiers that may be helpers of the scanned code, in the order met.
    var helpers: [String] = []

    /// The facts of `modifiers`, read nearest first.
    init(_ modifiers: [FunctionCallExprSyntax]) {
        for modifier in modifiers {
            guard let name = modifier.calleeName else { continue }
            switch name {
            case Names.hiddenModifier:
                if LabelChains.isHiding(modifier) { hides = true }
            case Names.hiddenView:
                if modifier.arguments.isEmpty { hides = true }
            case Names.legacyAccessibility:
                if modifier.labels.contains("hidden") { hides = true }
                if modifier.labels.contains("label") { label = label ?? modifier }
                if modifier.labels.contains("value") { saysValue = true }
            case Names.elementModifier:
                let children = modifier.argument(labeled: "children")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "ignore"
                declaresElement = true
                if Names.combiningChildren.contains(children) { combines = true }
            case Names.valueModifier:
                saysValue = true
            case Names.traitsModifier:
                if modifier.arguments.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == Names.selectedTrait }) { saysValue = true }
            default:
                if Names.labelModifiers.contains(name) {
                    label = label ?? modifier
                } else if Names.mayBeHelper(name) {
                    helpers.append(name)
                }
            }
        }
    }

    /// Whether the label, if any, can say a state: it is worked out (a condition, an interpolation, a function of
    /// values), or a value or the selected trait goes with it. A fixed string, a key or a name does not.
    var saysState: Bool {
        if saysValue { return true }
        guard let label else { return false }
        if label.calleeName == Names.representation { return true }
        let argument = label.argument(labeled: "label") ?? label.arguments.first?.expression
        return argument.map(LabelChains.isWorkedOut) ?? false
    }

    /// Whether the element these modifiers are on says its own state: an accessibility label of its own replaces
    /// what its image shows, so whatever state the image carries is the label's to say (VoiceOver reads the label);
    /// a label of a container around it must say it (``saysState``).
    var ownSaysState: Bool { label != nil || saysState }

    /// What the modifiers say of the element they are on: hidden, or labelled.
    var ownPlacement: Placement? {
        if hides { return .named(.hidden, saysState: true) }
        if label != nil { return .named(.labelled, saysState: ownSaysState) }
        return nil
    }

    /// What the modifiers of a container say of the views in it: hidden, or combined into one labelled element.
    var containerPlacement: Placement? {
        if hides { return .named(.hidden, saysState: true) }
        if combines, label != nil { return .named(.combinedElement, saysState: saysState) }
        // `ZStack { Image(logo) }.accessibilityLabel(name)`: a label on a container that declares no element of its own
        // names what it holds (SwiftUI gives the label to its content); with `.contain` its children stay apart.
        if !declaresElement, label != nil { return .named(.labelled, saysState: saysState) }
        return nil
    }
}

/// Reading accessibility modifiers and control labels.
enum LabelChains {
    typealias Names = VoiceOverVocabulary

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
        if name == Names.traitsModifier || (name == Names.legacyAccessibility && modifier.labels.contains("addTraits")) {
            let control = modifier.arguments.tokens(viewMode: .sourceAccurate).contains { Names.controlTraits.contains($0.text) }
            return control ? .reason(.buttonTrait) : .nothing
        }
        if Names.accessibilityActionModifiers.contains(name) { return .reason(.accessibilityAction) }
        if name == Names.representation { return .reason(.represented) }
        if name == Names.hiddenModifier { return isHiding(modifier) ? .reason(.hidden) : .nothing }
        if name == Names.hiddenView, modifier.arguments.isEmpty { return .reason(.hidden) }
        return Names.mayBeHelper(name) ? .helper(name) : .nothing
    }

    /// `.accessibilityHidden(…)` with anything but `false`.
    static func isHiding(_ modifier: FunctionCallExprSyntax) -> Bool {
        // `.accessibilityHidden(isMention)` hides only sometimes: the element is read the rest of the time.
        guard let argument = modifier.firstUnlabeledArgument else { return true }
        return argument.trimmedText == "true"
    }

    /// Whether text is worked out from values, so that it can say a state: a condition, an interpolation, a
    /// concatenation, a function given values. A string, a key (`L10n.Settings.title`) or a name (`item.title`) is not.
    static func isWorkedOut(_ expression: ExprSyntax) -> Bool {
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return !string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if expression.is(TernaryExprSyntax.self) || expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self)
            || expression.is(SequenceExprSyntax.self) {
            return true
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return isComputedProperty(reference) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = call.calleeName, ["Text", "LocalizedStringKey", "String", "NSLocalizedString", "LocalizedStringResource"].contains(name) {
                return call.arguments.first.map { isWorkedOut($0.expression) } ?? false
            }
            return true
        }
        return false
    }

    /// Whether a bare name is a computed property of the type it is written in (`.accessibilityLabel(toggleText)` with
    /// `var toggleText: String { expanded ? … : … }`): worked out each time it is read, like the image it names.
    static func isComputedProperty(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        guard let members = reference.ancestor(MemberBlockSyntax.self) else { return false }
        return members.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let accessors = binding.accessorBlock else { return false }
            if case .getter = accessors.accessors { return true }
            if case let .accessors(list) = accessors.accessors { return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) } }
            return false
        }
    }

    /// Whether a control has a title: a non-empty string (`Button("Save")`), or no label closure at all
    /// (`Button(role: .close) {}` is named by the system).
    static func hasTitleArgument(_ call: FunctionCallExprSyntax) -> Bool? {
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            if let string = first.expression.as(StringLiteralExprSyntax.self), string.segments.trimmedText.isEmpty { return false }
            return true
        }
        return labelClosure(of: call) == nil ? true : nil
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
        if call.calleeName == Names.picker { return nil }
        if Names.labelFollows.contains(where: { call.labels.contains($0) }) { return call.trailingClosure }
        return nil
    }

    /// The closure that holds a picker's options or a menu's items.
    static func contentClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let content = call.argument(labeled: "content")?.as(ClosureExprSyntax.self) { return content }
        if let label = labelClosure(of: call), label.id == call.trailingClosure?.id { return nil }
        return call.trailingClosure
    }
}
