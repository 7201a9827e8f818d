import SwiftSyntax

/// Image views: silent by default (UIKit exposes an image view to VoiceOver only when it is made an element), failing
/// when made an element with no label, when showing a state nothing says, or when standing for the screen's title.
extension UIKitSites {
    // MARK: images

    /// `UIImageView(…)` (or a subclass): silent unless made an element, showing a state, or standing for a title.
    func imageView(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        let name = name(of: call)
        if isDrawnInsideElement(name, at: Syntax(call)) { return nil }
        let shown = name.map { view(named: $0, at: Syntax(call)) } ?? UIKitView(facts: [])
        // Made under a condition it shows a state when it only appears then (`if locked { … }`) or its picture is fixed;
        // a cell's accessory (a chevron shown when the row opens something) only when its picture is chosen.
        let image = call.argument(labeled: Names.imageProperty)
        let fixed = image.map { Self.holdsFixedImage($0) } ?? false
        let accessory = Self.assigned(ExprSyntax(call), to: Names.accessoryView)
        // Made or shown under a condition with a picture that is content (an avatar loaded into it, a copy of another view's
        // artwork): it shows whether there is a picture, not a state.
        let state = shown.showsChosenImage || (accessory ? image.map { UIKitFacts.Collector.holdsTernary(Syntax($0)) } ?? false
            : !shown.showsContent && (Self.shownUnsaid(Syntax(call), alternatives: fixed) || shown.isToggled))
        let title = isTitle(name, at: Syntax(call)) || Self.assigned(ExprSyntax(call), to: Names.titleView)
        let judged = judgeImage(shown, state: state, title: title, at: Syntax(call))
        // `UIImageView(image: UIImage(systemName: "flame"))` made an element: VoiceOver reads the symbol's own name.
        if case .decided(.unlabelledImage) = judged.outcome, let image = call.argument(labeled: Names.imageProperty)?.as(FunctionCallExprSyntax.self),
           image.calleeName == Names.image, image.labels.contains(where: { VoiceOverVocabulary.symbolLabels.contains($0 ?? "") }) {
            return LabelDraft(shape: judged.shape, outcome: .decided(.systemSymbol))
        }
        guard let name, isProperty(call) else { return judged }
        return memberDraft(judged, name: name, at: Syntax(call))
    }

    /// Whether a made view is kept in a stored property (`let badge = UIImageView()` in a type, `badge = UIImageView()`).
    func isProperty(_ call: FunctionCallExprSyntax) -> Bool {
        if LocalBindings.boundName(of: call) != nil {
            return call.ancestor(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true
        }
        return UIKitFacts.assignee(of: ExprSyntax(call)).flatMap(UIKitFacts.components(of:))?.root == "self"
    }

    /// `@IBOutlet var badge: UIImageView!` (or a subclass): laid out in a storyboard, judged by what the code does with it.
    func outletImageView(_ token: TokenSyntax) -> (TokenSyntax, LabelDraft)? {
        guard let variable = token.ancestor(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let type = binding.typeAnnotation?.type.compactText.trimmingCharacters(in: ["!", "?"]),
              type == Names.imageView || UIKitFacts.mayBeOwnType(type),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
        if isDrawnInsideElement(name.text, at: Syntax(variable)) { return nil }
        let view = facts.about(name.text, member: nil, type: file.ancestry.typePath(of: Syntax(variable)), property: true)
        let draft = judgeImage(view, state: view.isToggled && !view.showsContent || view.showsChosenImage, title: isTitle(name.text, at: Syntax(variable)), at: Syntax(variable))
        let pending = memberDraft(draft, name: name.text, at: Syntax(variable))
        return (name, type == Names.imageView ? pending : subclassDraft(pending, type: type, at: Syntax(variable)))
    }

    /// Members of other views this file shows, hides or pictures by a condition that no text in the branch says
    /// (`cell.badge.isHidden = !isMember`, `row.mark.image = on ? a : b`), by the owner's type name.
    func statefulMembers() -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for fact in facts.facts where fact.root != "self" {
            let parts = fact.path.split(separator: ".")
            guard parts.count == 2, let last = parts.last, Names.stateMembers.contains(String(last)) else { continue }
            // The owner's type must be written (`let cell = … as! BadgeCell`): a member name alone (`imageView`) is too common.
            guard fact.showsStateOfAnotherView, let type = fact.rootType?.split(separator: ".").last else { continue }
            found[String(parts[0]), default: []].insert(String(type))
        }
        return found
    }

    /// A property image view with no state in its own file: pending the toggles of other files.
    func memberDraft(_ draft: LabelDraft, name: String, at node: Syntax) -> LabelDraft {
        guard case .decided(.notAnElement?) = draft.outcome else { return draft }
        let owner = file.ancestry.typePath(of: node).split(separator: ".").last.map(String.init) ?? ""
        return LabelDraft(shape: draft.shape, outcome: .member(name: name, owner: owner, reason: .notAnElement))
    }

    /// A draft of a view made from `type`, a site only when `type` is the scanned code's subclass of `UIImageView`.
    func subclassDraft(_ draft: LabelDraft, type: String, at node: Syntax) -> LabelDraft {
        LabelDraft(shape: draft.shape, outcome: .subclass(type: type, scope: file.ancestry.typePath(of: node), base: Names.imageView, then: draft.outcome))
    }

    /// An image view as VoiceOver meets it. UIKit does not expose an image view unless it is made an accessibility
    /// element, so one that is not, and shows no state, is not read at all; made one with no label, it is read as
    /// its file name or "image"; showing a state (chosen, tinted or shown by a condition) or standing for the
    /// screen's title, it says nothing of it unless labelled.
    func judgeImage(_ view: UIKitView, state: Bool, title: Bool = false, at node: Syntax) -> LabelDraft {
        let reason: VoiceOverReason
        if view.isHidden { reason = .hidden }
        else if view.isLabelled { reason = .labelled }
        else if view.isElement { reason = .unlabelledImage }
        // A container whose label is composed at run time (`accessibilityLabel = summary(for: item)`) is the one element
        // VoiceOver reads: a state its subviews show is said when that label tests the same condition.
        else if namedContainer(around: node) { reason = state && !composedContainerLabel(says: view, around: node) ? .unsaidState : .combinedElement }
        else if title { reason = .imageAsTitle }
        else { reason = state ? .unsaidState : .notAnElement }
        return LabelDraft(shape: .image(decorativePlace: false), outcome: .decided(reason))
    }

    /// Whether the image view kept under `name` is set as the screen's title view (`navigationItem.titleView = logo`).
    func isTitle(_ name: String?, at node: Syntax) -> Bool {
        guard let name else { return false }
        let type = file.ancestry.typePath(of: node)
        return facts.facts.contains { $0.type == type && $0.value == name && $0.path.hasSuffix(Names.titleView) }
    }

    /// Whether an image expression, or the local it names, makes a fixed image (`UIImage(named: "tick")?.tinted(…)`).
    static func holdsFixedImage(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           let bound = LocalBindings.value(of: reference.baseName.text, before: Syntax(expression)) {
            return UIKitFacts.Collector.makesFixedImage(Syntax(bound))
        }
        return UIKitFacts.Collector.makesFixedImage(Syntax(expression))
    }

    /// Whether a view is assigned to a member so named (`navigationItem.titleView = UIImageView(image: logo)`).
    static func assigned(_ expression: ExprSyntax, to member: String) -> Bool {
        guard let assignee = UIKitFacts.assignee(of: expression), let (_, path) = UIKitFacts.components(of: assignee) else { return false }
        return path == member || path.hasSuffix(".\(member)")
    }

    /// Whether the image view kept under `name` is drawn inside another element's image (`button.imageView?.addSubview(tick)`):
    /// VoiceOver reads that element, not its subviews, so the element is the site.
    func isDrawnInsideElement(_ name: String?, at node: Syntax) -> Bool {
        guard let name else { return false }
        let type = file.ancestry.typePath(of: node)
        return facts.facts.contains { $0.type == type && $0.value == name && $0.path.hasSuffix(Names.intoImage) }
    }
}
