import SwiftSyntax

/// A VoiceOver site as its file shows it: a reason when the file decides it, else the helper modifiers
/// (`.decorative()`) whose definitions elsewhere may supply a label or hide the element.
struct LabelDraft: Sendable {
    enum Shape: Sendable {
        case image(decorativePlace: Bool)
        case button
        case tap
    }

    var shape: Shape
    /// The reason the file already gives a pass for, if any.
    var passReason: VoiceOverReason?
    /// Modifiers on the site's chain (and its containers') that are not SwiftUI's, to look up.
    var helpers: [String] = []
}

/// Finds the VoiceOver sites of one file: images, controls whose label is only an image, and tap gestures on
/// views that are not controls; each judged by its modifiers and what holds it (``ViewNesting``).
struct LabelSites {
    typealias Names = VoiceOverVocabulary
    let file: ParsedFile
    /// The tap facts of each chain, by its outermost call.
    private var tapChains: [SyntaxIdentifier: TapChain] = [:]

    init(file: ParsedFile) { self.file = file }

    /// Every site of the file, in source order.
    mutating func drafts() -> [SiteDraft<LabelDraft>] {
        var drafts: [SiteDraft<LabelDraft>] = []
        for token in file.identifiers(named: Names.siteNames) {
            guard let call = token.namedCall else { continue }
            let draft: LabelDraft?
            switch token.text {
            case Names.image: draft = call.isMemberCall ? nil : imageSite(call)
            case Names.tapGesture: draft = call.isMemberCall ? tapSite(call) : nil
            default: draft = call.isMemberCall ? nil : controlSite(call)
            }
            guard let draft else { continue }
            let argument = Array(call.arguments).filter { !$0.expression.is(ClosureExprSyntax.self) }.map(\.collapsedText).joined(separator: " ")
            let site = ScanSite.drafted(rule: VoiceOverRule.id, in: file, at: token, kind: token.text,
                                        enclosing: file.ancestry.enclosingName(of: Syntax(call)), argument: argument)
            drafts.append(SiteDraft(site: site, pending: draft))
        }
        return drafts
    }

    /// The modifiers applied to the view `call` styles, outside `call` (``ViewNesting/modifiers(around:counting:)``).
    private func modifiers(around call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        file.ancestry.viewNesting(around: call).modifiers(around: call, counting: file.ancestry)
    }

    /// `Image(…)`: named by its own modifiers, by what holds it (a label, a titled control, a tab item, a
    /// labelled or hidden container), or not at all; in a background, overlay or mask it is decoration.
    private func imageSite(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        if call.labels.first == "decorative" { return LabelDraft(shape: .image(decorativePlace: false), passReason: .decorative) }
        let nesting = file.ancestry.viewNesting(around: call)
        if isInImageOnlyControl(nesting) { return nil }
        var helpers: [String] = []
        if let reason = LabelChains.chainReason(nesting.modifiers(around: call, counting: file.ancestry), helpers: &helpers) {
            return LabelDraft(shape: .image(decorativePlace: false), passReason: reason)
        }
        var decorativePlace = false
        for container in nesting.containers {
            switch container {
            case let .argument(owner):
                if owner.isMemberCall, Names.decorativeContainers.contains(owner.calleeName ?? "") { decorativePlace = true }
            case let .closure(closure, owner, chain):
                let name = owner.calleeName ?? ""
                if name == Names.label { return LabelDraft(shape: .image(decorativePlace: false), passReason: .inLabel) }
                if Names.imageOnlyControls.contains(name), owner.memberBase == nil, LabelChains.labelClosure(of: owner)?.id == closure.id {
                    // An image-only control is judged as the control; a titled one labels its image.
                    return LabelChains.hasTitle(owner) ? LabelDraft(shape: .image(decorativePlace: false), passReason: .labelledButton) : nil
                }
                if Names.titledControls.contains(name), owner.memberBase == nil, LabelChains.hasTitle(owner) {
                    return LabelDraft(shape: .image(decorativePlace: false), passReason: .labelledButton)
                }
                if Names.decorativeContainers.contains(name), owner.isMemberCall { decorativePlace = true }
                if name == Names.tabItem, owner.isMemberCall, LabelChains.builds(Names.tabTitleViews, in: closure) {
                    return LabelDraft(shape: .image(decorativePlace: false), passReason: .inTabItem)
                }
                if let reason = LabelChains.containerReason(ViewNesting.modifiers(around: owner, in: chain, counting: file.ancestry)) {
                    return LabelDraft(shape: .image(decorativePlace: decorativePlace), passReason: reason)
                }
            }
        }
        return LabelDraft(shape: .image(decorativePlace: decorativePlace), passReason: nil, helpers: helpers)
    }

    /// Whether an image is (part of) the label of a control that has no title: the control is the site.
    private func isInImageOnlyControl(_ nesting: ViewNesting) -> Bool {
        for case let .closure(closure, owner, _) in nesting.containers
        where Names.imageOnlyControls.contains(owner.calleeName ?? "") && owner.memberBase == nil
            && LabelChains.labelClosure(of: owner)?.id == closure.id {
            return !LabelChains.hasTitle(owner)
        }
        return false
    }

    /// `Button { Image(…) }` and the other controls whose label is only an image: named by their own
    /// modifiers or a label on the image inside.
    private func controlSite(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        guard !LabelChains.hasTitle(call), let label = LabelChains.labelClosure(of: call) else { return nil }
        var helpers: [String] = []
        if let reason = LabelChains.chainReason(modifiers(around: call), helpers: &helpers) {
            return LabelDraft(shape: .button, passReason: reason)
        }
        // A label on the image inside labels the control.
        for token in label.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(Names.image) {
            if let image = token.namedCall, let reason = LabelChains.chainReason(modifiers(around: image), helpers: &helpers),
               reason == .labelled {
                return LabelDraft(shape: .button, passReason: reason)
            }
        }
        return LabelDraft(shape: .button, passReason: nil, helpers: helpers)
    }

    /// `.onTapGesture { … }` on a view that is not a control: needs the button trait or an action, on the view
    /// or a container.
    private mutating func tapSite(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        let nesting = file.ancestry.viewNesting(around: call)
        if let root = nesting.own.first, root.id != call.id, !root.isMemberCall, Names.tappableControls.contains(root.calleeName ?? "") {
            return nil
        }
        if onlyDismissesKeyboard(call) { return LabelDraft(shape: .tap, passReason: .dismissesKeyboard) }
        let top = nesting.own[nesting.own.count - 1].id
        let chain = tapChains[top] ?? TapChain(nesting, ancestry: file.ancestry)
        tapChains[top] = chain
        file.ancestry.count()
        let (reason, helpers) = chain.reason(forTapAt: call)
        return LabelDraft(shape: .tap, passReason: reason, helpers: helpers)
    }

    /// Whether a tap's action only puts the keyboard away (clears a `@FocusState`, ends editing): a tap on the
    /// background that VoiceOver users never need, not a control that lacks a role.
    private func onlyDismissesKeyboard(_ call: FunctionCallExprSyntax) -> Bool {
        let action = call.trailingClosure ?? call.argument(labeled: "perform")?.as(ClosureExprSyntax.self)
        guard let statements = action?.statements, !statements.isEmpty else { return false }
        let type = file.ancestry.innermostTypeDeclaration(of: Syntax(call))
        return statements.allSatisfy { item in
            guard let expression = item.item.as(ExprSyntax.self) else { return false }
            if let called = expression.as(FunctionCallExprSyntax.self) {
                return Names.keyboardDismissals.contains(called.calleeName ?? "")
                    || called.arguments.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(Names.resignFirstResponder) }
            }
            guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let name = sequence.elements.first?.simplePath, let value = sequence.elements.last,
                  value.is(NilLiteralExprSyntax.self) || value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
                  let type else { return false }
            return Self.isFocusState(name.replacingOccurrences(of: "self.", with: ""), in: type)
        }
    }

    /// Whether a type declares `@FocusState var name`.
    private static func isFocusState(_ name: String, in type: Syntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(Names.focusState), let attribute = token.ancestor(AttributeSyntax.self),
                  let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }
}
