import DocGenCore
import SwiftSyntax

/// A voiceover site as its file shows it: a verdict when the file decides it, else the helper modifiers
/// (`.decorative()`) whose definitions elsewhere may supply a label or hide the element.
struct LabelDraft: Sendable {
    enum Shape: Sendable {
        case image(decorativePlace: Bool)
        case button
        case tap
    }

    var shape: Shape
    /// The reason the file already gives a pass for, if any.
    var passReason: String?
    /// Modifiers on the site's chain (and its containers') that are not SwiftUI's, to look up.
    var helpers: [String]
}

/// The VoiceOver rule's analysis.
struct VoiceOverAnalysis: RuleAnalysis {
    let options: RuleOptions
    var ruleID: String { VoiceOverRule.id }
    var siteNames: Set<String> { Self.imageOnlyControls.union(["Image", "onTapGesture"]) }

    func isDefiner(_ text: String) -> Bool { false }
    func prepare(definers: [ParsedFile], index: DefinitionIndex, notes: [any Sendable]?) -> any Sendable { options }
    func needsRejudge(_ notes: any Sendable, early: any Sendable, final: any Sendable) -> Bool { false }
    func helpers(_ context: any Sendable) -> [SafeWrapper] { [] }

    /// Controls whose title, like a button's, labels the images in their label.
    static let titledControls: Set<String> = ["NavigationLink", "Link", "Menu", "Toggle", "ShareLink", "Picker"]
    /// Controls that are sites when their label is only an image: VoiceOver reads them as a button, link, menu or
    /// switch named after the symbol or file.
    static let imageOnlyControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]

    /// Modifiers that label, hide or give an element a role.
    static let labelling: Set<String> = ["accessibilityLabel", "accessibility", "accessibilityRepresentation", "accessibilityLabeledPair"]
    /// SwiftUI modifiers that are not helpers to look up.
    static let knownModifiers: Set<String> = [
        "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "frame", "padding", "font", "foregroundStyle", "foregroundColor",
        "background", "overlay", "clipShape", "clipped", "cornerRadius", "shadow", "opacity", "symbolRenderingMode", "symbolVariant",
        "imageScale", "tint", "renderingMode", "interpolation", "antialiased", "offset", "rotationEffect", "scaleEffect", "animation",
        "transition", "onTapGesture", "onAppear", "onChange", "contentShape", "mask", "fixedSize", "layoutPriority", "id", "tag",
        "buttonStyle", "labelStyle", "disabled", "help", "contextMenu", "sheet", "task", "onLongPressGesture", "gesture",
    ]

    func judge(_ file: ParsedFile, context: any Sendable) -> FileJudgement {
        var drafts: [SiteDraft] = []
        var names: [SyntaxIdentifier: String] = [:]
        for token in file.identifiers(named: siteNames) {
            guard let call = token.namedCall else { continue }
            let draft: LabelDraft?
            switch token.text {
            case "Image": draft = call.isMemberCall ? nil : imageSite(call)
            case "onTapGesture": draft = call.isMemberCall ? tapSite(call) : nil
            default: draft = call.isMemberCall ? nil : buttonSite(call)
            }
            guard let draft else { continue }
            let location = file.location(of: token)
            let argument = Array(call.arguments).filter { !$0.expression.is(ClosureExprSyntax.self) }.map(\.collapsedText).joined(separator: " ")
            let site = ScanSite(rule: VoiceOverRule.id, file: file.path, line: location.line, column: location.column,
                                kind: token.text, severity: .medium, verdict: .fail, reason: "",
                                enclosing: Enclosing.cachedName(of: Syntax(call), cache: &names), argument: argument)
            drafts.append(SiteDraft(site: site, pending: draft))
        }
        return FileJudgement(drafts: drafts, notes: ())
    }

    // MARK: sites

    private func imageSite(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        if call.labels.first == "decorative" {
            return LabelDraft(shape: .image(decorativePlace: false), passReason: "decorative", helpers: [])
        }
        if Self.isInImageOnlyButton(call) { return nil }
        var helpers: [String] = []
        if let reason = Self.chainReason(Self.chain(of: call), helpers: &helpers) {
            return LabelDraft(shape: .image(decorativePlace: false), passReason: reason, helpers: [])
        }
        var decorativePlace = false
        var node = Syntax(call)
        while let parent = node.parent, !DeclarationBoundary.isBoundary(parent) {
            // `.background(Image("waves"))`: an image passed to a background, overlay or mask.
            if parent.is(LabeledExprListSyntax.self), let owner = parent.parent?.as(FunctionCallExprSyntax.self), owner.isMemberCall,
               ["background", "overlay", "mask"].contains(owner.calleeName ?? "") {
                decorativePlace = true
            }
            if let closure = parent.as(ClosureExprSyntax.self), let owner = ViewChains.callOwning(closure) {
                let name = owner.calleeName ?? ""
                if name == "Label" { return LabelDraft(shape: .image(decorativePlace: false), passReason: "in-label", helpers: []) }
                if Self.imageOnlyControls.contains(name), owner.memberBase == nil, Self.labelClosure(of: owner)?.id == closure.id {
                    // An image-only control is judged as the control; a titled one labels its image.
                    return Self.buttonTitle(owner) ? LabelDraft(shape: .image(decorativePlace: false), passReason: "labelled-button", helpers: [])
                        : nil
                }
                if Self.titledControls.contains(name), owner.memberBase == nil, Self.buttonTitle(owner) {
                    return LabelDraft(shape: .image(decorativePlace: false), passReason: "labelled-button", helpers: [])
                }
                if ["background", "overlay", "mask"].contains(name), owner.isMemberCall { decorativePlace = true }
                if name == "tabItem", owner.isMemberCall, Self.containsText(closure) {
                    return LabelDraft(shape: .image(decorativePlace: false), passReason: "in-tab-item", helpers: [])
                }
                if let reason = Self.containerReason(Self.chain(of: owner), helpers: &helpers) {
                    return LabelDraft(shape: .image(decorativePlace: decorativePlace), passReason: reason, helpers: [])
                }
            }
            node = parent
        }
        return LabelDraft(shape: .image(decorativePlace: decorativePlace), passReason: nil, helpers: helpers)
    }

    private func buttonSite(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        guard !Self.buttonTitle(call), let label = Self.labelClosure(of: call) else { return nil }
        var helpers: [String] = []
        if let reason = Self.chainReason(Self.chain(of: call), helpers: &helpers) {
            return LabelDraft(shape: .button, passReason: reason, helpers: [])
        }
        // A label on the image inside labels the button.
        for token in label.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("Image") {
            if let image = token.namedCall, let reason = Self.chainReason(Self.chain(of: image), helpers: &helpers),
               reason == "labelled" {
                return LabelDraft(shape: .button, passReason: reason, helpers: [])
            }
        }
        return LabelDraft(shape: .button, passReason: nil, helpers: helpers)
    }

    private func tapSite(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        guard call.calleeName == "onTapGesture" else { return nil }
        var helpers: [String] = []
        var chain = Self.chain(of: call)
        var root: ExprSyntax? = call.memberBase
        while let current = root?.as(FunctionCallExprSyntax.self), current.isMemberCall { root = current.memberBase }
        if let button = root?.as(FunctionCallExprSyntax.self), ["Button", "Toggle", "NavigationLink", "Link"].contains(button.calleeName ?? "") {
            return nil
        }
        if Self.onlyDismissesKeyboard(call) { return LabelDraft(shape: .tap, passReason: "dismisses-keyboard", helpers: []) }
        var node = Syntax(call)
        while let parent = node.parent, !DeclarationBoundary.isBoundary(parent) {
            if let closure = parent.as(ClosureExprSyntax.self), let owner = ViewChains.callOwning(closure), !owner.isMemberCall {
                chain += Self.chain(of: owner)
            }
            node = parent
        }
        if let reason = Self.traitReason(chain, helpers: &helpers) { return LabelDraft(shape: .tap, passReason: reason, helpers: []) }
        return LabelDraft(shape: .tap, passReason: nil, helpers: helpers)
    }

    /// Calls that only put the keyboard away.
    static let keyboardDismissals: Set<String> = ["endEditing", "resignFirstResponder", "hideKeyboard", "dismissKeyboard"]

    /// Whether a tap's action only puts the keyboard away (clears a `@FocusState`, ends editing): a tap on the
    /// background that VoiceOver users never need, not a control that lacks a role.
    static func onlyDismissesKeyboard(_ call: FunctionCallExprSyntax) -> Bool {
        let action = call.trailingClosure ?? call.argument(labeled: "perform")?.as(ClosureExprSyntax.self)
        guard let statements = action?.statements, !statements.isEmpty else { return false }
        let type = Enclosing.innermostTypeDeclaration(of: Syntax(call))
        return statements.allSatisfy { item in
            guard let expression = item.item.as(ExprSyntax.self) else { return false }
            if let calls = expression.as(FunctionCallExprSyntax.self) {
                return keyboardDismissals.contains(calls.calleeName ?? "") || calls.arguments.trimmedDescription.contains("resignFirstResponder")
            }
            guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let name = sequence.elements.first?.simplePath, let value = sequence.elements.last,
                  value.is(NilLiteralExprSyntax.self) || value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
                  let type else { return false }
            return isFocusState(name.replacingOccurrences(of: "self.", with: ""), in: type)
        }
    }

    /// Whether a type declares `@FocusState var name`.
    static func isFocusState(_ name: String, in type: Syntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("FocusState"), let attribute = token.ancestor(AttributeSyntax.self),
                  let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// Whether an image is (part of) the label of a button that has no title: the button is the site.
    static func isInImageOnlyButton(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, !DeclarationBoundary.isBoundary(parent) {
            if let closure = parent.as(ClosureExprSyntax.self), let owner = ViewChains.callOwning(closure),
               imageOnlyControls.contains(owner.calleeName ?? ""), owner.memberBase == nil, labelClosure(of: owner)?.id == closure.id {
                return !buttonTitle(owner)
            }
            node = parent
        }
        return false
    }

    // MARK: reading chains

    /// The modifiers applied to a view, outwards: `Image(…).resizable().accessibilityLabel("x")`.
    static func chain(of call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var base = call.memberBase
        while let current = base?.as(FunctionCallExprSyntax.self), current.isMemberCall {
            calls.append(current)
            base = current.memberBase
        }
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            calls.append(outer)
            node = Syntax(outer)
        }
        return calls
    }

    /// A label or hiding on the element's own chain; other helper names are collected to look up.
    static func chainReason(_ chain: [FunctionCallExprSyntax], helpers: inout [String]) -> String? {
        for modifier in chain {
            guard let name = modifier.calleeName else { continue }
            switch name {
            case "accessibilityHidden":
                if modifier.firstUnlabeledArgument?.trimmedDescription != "false" { return "hidden" }
            case "accessibility":
                if modifier.labels.contains("hidden") { return "hidden" }
                if modifier.labels.contains("label") { return "labelled" }
            case "accessibilityLabel", "accessibilityRepresentation", "accessibilityLabeledPair":
                return "labelled"
            default:
                if !knownModifiers.contains(name), !name.hasPrefix("accessibility") { helpers.append(name) }
            }
        }
        return nil
    }

    /// A container that hides its children, or combines them into one element with a label of its own.
    static func containerReason(_ chain: [FunctionCallExprSyntax], helpers: inout [String]) -> String? {
        let names = chain.compactMap(\.calleeName)
        if let hidden = chain.first(where: { $0.calleeName == "accessibilityHidden" }), hidden.firstUnlabeledArgument?.trimmedDescription != "false" {
            return "hidden"
        }
        let grouped = chain.contains { modifier in
            modifier.calleeName == "accessibilityElement"
                && ["ignore", "combine"].contains(modifier.argument(labeled: "children")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "ignore")
        }
        if grouped, names.contains("accessibilityLabel") || chain.contains(where: { $0.calleeName == "accessibility" && $0.labels.contains("label") }) {
            return "combined-element"
        }
        return nil
    }

    /// A button trait or an accessibility action on a tapped view or its containers.
    static func traitReason(_ chain: [FunctionCallExprSyntax], helpers: inout [String]) -> String? {
        for modifier in chain {
            guard let name = modifier.calleeName else { continue }
            switch name {
            case "accessibilityAddTraits":
                if modifier.arguments.trimmedDescription.contains("isButton") || modifier.arguments.trimmedDescription.contains("isLink") {
                    return "button-trait"
                }
            case "accessibilityAction", "accessibilityActions": return "accessibility-action"
            case "accessibilityRepresentation": return "represented"
            case "accessibilityHidden":
                if modifier.firstUnlabeledArgument?.trimmedDescription != "false" { return "hidden" }
            default:
                if !knownModifiers.contains(name), !name.hasPrefix("accessibility") { helpers.append(name) }
            }
        }
        return nil
    }

    /// Whether a button has a title: a string (`Button("Save")`), or `Text`/`Label` in its label.
    static func buttonTitle(_ call: FunctionCallExprSyntax) -> Bool {
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) { return true }
        guard let label = labelClosure(of: call) else { return true }
        return label.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind, ["Text", "Label", "TextField"].contains(name) else { return false }
            return token.namedCall != nil
        }
    }

    /// Whether a closure builds text (`Text`, `Label`).
    static func containsText(_ closure: ClosureExprSyntax) -> Bool {
        closure.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind, ["Text", "Label"].contains(name) else { return false }
            return token.namedCall != nil
        }
    }

    /// The closure that builds a button's label.
    static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let label = call.argument(labeled: "label")?.as(ClosureExprSyntax.self) { return label }
        if let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return label.closure }
        if ["action", "destination", "isOn", "item", "value"].contains(where: { call.labels.contains($0) }) { return call.trailingClosure }
        return nil
    }

    // MARK: finishing

    func finish(_ drafts: [SiteDraft], context: any Sendable, index: DefinitionIndex) -> [ScanSite] {
        Parallel.map(drafts.count) { position in
            var site = drafts[position].site
            let draft = drafts[position].pending as! LabelDraft
            var reason = draft.passReason
            if reason == nil {
                for helper in draft.helpers {
                    if let found = Self.helperReason(helper, for: draft.shape, index: index) {
                        reason = found
                        break
                    }
                }
            }
            let failure: String
            let rule: SeverityRuleDescription
            switch draft.shape {
            case let .image(decorativePlace):
                failure = "unlabelled-image"
                rule = decorativePlace ? VoiceOverRule.other : VoiceOverRule.informativeImage
            case .button:
                failure = "unlabelled-button"
                rule = VoiceOverRule.control
            case .tap:
                failure = "tap-without-button-trait"
                rule = VoiceOverRule.control
            }
            site.reason = reason ?? failure
            site.verdict = reason == nil ? .fail : .pass
            site.severity = options.severity(of: rule)
            return site
        }
    }

    /// What a helper modifier (`.decorative()`, `.iconLabel("…")`) does, read from its definition in an
    /// extension of `View`.
    static func helperReason(_ name: String, for shape: LabelDraft.Shape, index: DefinitionIndex) -> String? {
        let symbol = SymbolReference(root: .type("View"), path: [name], scope: "", written: "." + name)
        guard let declaration = index.resolve(symbol), declaration.kind == .function else { return nil }
        let text = index.text(of: declaration).filter { !$0.isWhitespace }
        switch shape {
        case .tap:
            if text.contains("accessibilityAddTraits(.isButton") { return "button-trait-by \(name)" }
            if text.contains("accessibilityAction") { return "accessibility-action-by \(name)" }
        case .image, .button:
            if text.contains("accessibilityHidden(true)") { return "hidden-by \(name)" }
            if text.contains("accessibilityLabel(") { return "labelled-by \(name)" }
        }
        return nil
    }
}
