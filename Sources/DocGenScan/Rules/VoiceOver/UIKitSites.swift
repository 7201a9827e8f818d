import SwiftSyntax

/// The VoiceOver sites of UIKit code in one file: image views and the asset images shown in them, buttons given
/// only an image (`UIButton`, a subclass, an outlet, `UIBarButtonItem(image:)`), and tap gesture recognizers.
/// Each view is judged by what the file says about it, by the name it is reached through (``UIKitFacts``): its
/// label, its hiding, its traits, and whether the view it belongs to is one labelled element.
struct UIKitSites {
    typealias Names = UIKitVocabulary
    let file: ParsedFile
    let facts: UIKitFacts

    init?(file: ParsedFile) {
        guard !file.identifiers(named: Names.siteNames).isEmpty else { return nil }
        self.file = file
        facts = UIKitFacts(file: file)
    }

    /// Every UIKit site of the file with its verdict.
    func drafts() -> [(token: TokenSyntax, kind: String, node: Syntax, draft: LabelDraft)] {
        var found: [(TokenSyntax, String, Syntax, LabelDraft)] = []
        for token in file.identifiers(named: Names.siteNames) {
            if token.text == Names.outlet {
                if let (name, draft) = outletButton(token) { found.append((name, Names.button, Syntax(token), draft)) }
                if let (name, draft) = outletImageView(token) { found.append((name, Names.imageView, Syntax(token), draft)) }
                continue
            }
            if token.text == Names.button, let inherited = token.ancestor(InheritedTypeSyntax.self),
               let type = inherited.ancestor(ClassDeclSyntax.self), inherited.type.compactText == Names.button {
                if let draft = buttonSubclass(type) { found.append((type.name, Names.button, Syntax(type), draft)) }
                continue
            }
            guard let call = token.namedCall, !call.isMemberCall else { continue }
            let draft: LabelDraft? = switch token.text {
            case Names.imageView: imageView(call)
            case Names.image: assetImage(call)
            case Names.button: button(call)
            case Names.barButtonItem: barButtonItem(call)
            case Names.tapRecognizer: tap(call)
            default: nil
            }
            if let draft { found.append((token, token.text, Syntax(call), draft)) }
        }
        for call in facts.constructed {
            guard let token = call.calleeToken, let draft = imageView(call) else { continue }
            found.append((token, Names.imageView, Syntax(call), subclassDraft(draft, type: token.text, at: Syntax(call))))
        }
        return found
    }

    // MARK: views by name

    /// The view a name reaches at a node: a local of the member, else a property of the type (`self` included).
    func view(named name: String, at node: Syntax) -> UIKitView {
        let member = file.ancestry.memberDeclaration(of: node)
        let type = file.ancestry.typePath(of: node)
        let local = name != "self" && (LocalBindings.value(of: name, before: node) != nil || LocalBindings.isParameter(name, around: node)
            || Self.bindsLocal(name, around: node) || Self.declaresLocal(name, at: node))
        var view = facts.about(name, member: member?.id, type: type, property: !local)
        // `lazy var icon: UIImageView = { let view = UIImageView(…); …; return view }()`: the property is the view too.
        if local, let property = member?.as(VariableDeclSyntax.self), property.parent?.is(MemberBlockItemSyntax.self) == true,
           let owner = property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            view = view.merged(facts.about(owner, member: nil, type: type, property: true))
        }
        return view
    }

    /// Whether the node is the initial value of a local `let name = …` (not a stored property).
    private static func declaresLocal(_ name: String, at node: Syntax) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self), LocalBindings.boundName(of: call) == name,
              let variable = call.ancestor(VariableDeclSyntax.self) else { return false }
        return variable.parent?.is(MemberBlockItemSyntax.self) != true
    }

    /// Whether an `if let name` or `guard let name` around the node binds the name.
    private static func bindsLocal(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current, !DeclarationBoundary.isBoundary(syntax) {
            if let conditions = syntax.as(IfExprSyntax.self)?.conditions,
               conditions.contains(where: { $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.compactText == name }) {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    /// The name a created view is kept under (`let icon = UIImageView(…)`, `icon = UIImageView()`), and whether
    /// the view's own type is the view (`self.view = …` in a property's closure is not followed).
    func name(of call: FunctionCallExprSyntax) -> String? {
        if let bound = LocalBindings.boundName(of: call) { return bound }
        if let assignee = UIKitFacts.assignee(of: ExprSyntax(call)), let (root, path) = UIKitFacts.components(of: assignee), root == "self" {
            return path
        }
        return nil
    }

    /// The type's own view, when it is one element that VoiceOver names (by a label or a value) and so holds its
    /// subviews.
    func namedContainer(around node: Syntax) -> Bool {
        let own = facts.about("self", member: nil, type: file.ancestry.typePath(of: node), property: true)
        return own.isElement && (own.isLabelled || own.hasValue)
    }

    /// Whether a view or image is shown only under a condition (an `if` that is not only an unwrapping, a `switch`
    /// case, a ternary): it shows a state. With `alternatives` false, only an `if` with no `else` counts: a view
    /// made in one of two branches (a web view or an image view) is another way of showing the same thing.
    static func shownByCondition(_ node: Syntax, alternatives: Bool = true) -> Bool {
        var current = node
        while let parent = current.parent, !DeclarationBoundary.isBoundary(parent) {
            if let branch = parent.as(IfExprSyntax.self), current.id != Syntax(branch.conditions).id,
               branch.conditions.contains(where: { !$0.condition.is(OptionalBindingConditionSyntax.self) }),
               alternatives || branch.elseBody == nil {
                return true
            }
            if alternatives {
                if parent.is(SwitchCaseSyntax.self) { return true }
                if let ternary = parent.as(TernaryExprSyntax.self), current.id != ternary.condition.id { return true }
                // Unfolded `a ? b : c`: `b` sits in the ternary, `c` after it.
                if parent.is(UnresolvedTernaryExprSyntax.self) { return true }
                if let list = parent.as(ExprListSyntax.self), list.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                   list.first?.id != current.id { return true }
            }
            current = parent
        }
        return false
    }

    // MARK: images

    /// `UIImageView(…)` (or a subclass): silent unless made an element, showing a state, or standing for a title.
    private func imageView(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        let name = name(of: call)
        if isDrawnInsideElement(name, at: Syntax(call)) { return nil }
        let shown = name.map { view(named: $0, at: Syntax(call)) } ?? UIKitView(facts: [])
        // Made under a condition it shows a state when it only appears then (`if locked { … }`) or its picture is fixed;
        // a cell's accessory (a chevron shown when the row opens something) only when its picture is chosen.
        let image = call.argument(labeled: Names.imageProperty)
        let fixed = image.map { Self.holdsFixedImage($0) } ?? false
        let accessory = Self.assigned(ExprSyntax(call), to: Names.accessoryView)
        let state = shown.showsChosenImage || (accessory ? image.map { UIKitFacts.Collector.holdsTernary(Syntax($0)) } ?? false
            : Self.shownByCondition(Syntax(call), alternatives: fixed) || shown.isToggled)
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
    private func isProperty(_ call: FunctionCallExprSyntax) -> Bool {
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
        let draft = judgeImage(view, state: view.isToggled || view.showsChosenImage, title: isTitle(name.text, at: Syntax(variable)), at: Syntax(variable))
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
            let toggles = last == Substring(Names.isHidden) && (fact.branch || (fact.value != "true" && fact.value != "false")) && !fact.saidByText
            // The owner's type must be written (`let cell = … as! BadgeCell`): a member name alone (`imageView`) is too common.
            guard toggles || fact.chooses, let type = fact.rootType?.split(separator: ".").last else { continue }
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
        else if namedContainer(around: node) { reason = state ? .unsaidState : .combinedElement }
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
