import SwiftSyntax

extension UIKitSites {
    // MARK: asset images

    /// `UIImage(named:)`, `UIImage(resource:)`: a site when it is shown in an image view (passed to
    /// `UIImageView(image:)`, assigned to `image`, directly or through a local), judged as that image view.
    func assetImage(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        guard let first = call.labels.first, let label = first, Names.assetLabels.contains(label) else { return nil }
        let top = Self.carried(ExprSyntax(call))
        // Set in a branch that also sets a label's text (`badge.image = UIImage(named: "warning"); note.text = prompt`): said.
        let state = Self.shownByCondition(Syntax(call)) && !UIKitFacts.Collector.branchSetsText(around: Syntax(call), choosing: false)
            && !UIKitFacts.Collector.callLabelsCondition(around: Syntax(call), labelling: facts.labellingFunctions)
        let chosen = UIKitFacts.Collector.holdsTernary(Syntax(top))
        if let shown = shownIn(top) { return judgeShown(shown, state: state, chosen: chosen) }
        // `let image = UIImage(named: icon)?.tinted(…)`, `if let image = UIImage(named: …)`: followed to its image view.
        guard let binding = top.parent?.as(InitializerClauseSyntax.self),
              let local = (binding.parent?.as(PatternBindingSyntax.self)?.pattern ?? binding.parent?.as(OptionalBindingConditionSyntax.self)?.pattern)?
                .as(IdentifierPatternSyntax.self)?.identifier.text,
              let scope = file.ancestry.memberDeclaration(of: Syntax(call)) else { return nil }
        for token in file.identifiers(named: [local], within: scope) where token.position > call.endPosition {
            guard let use = token.parent?.as(DeclReferenceExprSyntax.self), use.parent?.is(MemberAccessExprSyntax.self) != true,
                  Self.binding(of: local, at: Syntax(use)) == binding.value.id || Self.binding(of: local, at: Syntax(use)) == nil,
                  let shown = shownIn(ExprSyntax(use)) else { continue }
            return judgeShown(shown, state: state, chosen: chosen)
        }
        return nil
    }

    /// Where an image expression is shown: the image view it is passed to or assigned to.
    private enum Shown {
        case created(FunctionCallExprSyntax)
        case named(String, at: Syntax)
        /// An image view kept in a member of another view reached through a local (`cell.deviceIcon.image = …`).
        case member(String, of: String, at: Syntax)
    }

    private func shownIn(_ expression: ExprSyntax) -> Shown? {
        if let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label?.text == Names.imageProperty,
           let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           owner.calleeName == Names.imageView || !owner.isMemberCall && UIKitFacts.mayBeOwnType(owner.calleeName ?? "") {
            return .created(owner)
        }
        if let assignee = UIKitFacts.assignee(of: expression), let (root, path) = UIKitFacts.components(of: assignee) {
            // `self.image = …` is left alone: the type need not be an image view.
            if path == Names.imageProperty, root != "self" { return .named(root, at: Syntax(assignee)) }
            let parts = path.split(separator: ".")
            if root != "self", parts.count == 2, parts[1] == Substring(Names.imageProperty) {
                return .member(String(parts[0]), of: root, at: Syntax(assignee))
            }
        }
        return nil
    }

    private func judgeShown(_ shown: Shown, state: Bool, chosen: Bool) -> LabelDraft? {
        switch shown {
        case let .created(imageView):
            let name = name(of: imageView)
            if isDrawnInsideElement(name, at: Syntax(imageView)) { return nil }
            let shown = name.map { view(named: $0, at: Syntax(imageView)) } ?? UIKitView(facts: [])
            // A cell's accessory shows a state only when its picture is chosen, not when it appears.
            let state = Self.assigned(ExprSyntax(imageView), to: Names.accessoryView) ? chosen || shown.showsChosenImage
                : state || Self.shownUnsaid(Syntax(imageView), alternatives: false) || shown.isToggled || shown.showsChosenImage
            let draft = judgeImage(shown, state: state, title: isTitle(name, at: Syntax(imageView))
                                   || Self.assigned(ExprSyntax(imageView), to: Names.titleView), at: Syntax(imageView))
            // `TintedIcon(image: UIImage(named: "chevron"))`: shown in an image view only when the type is one.
            guard let type = imageView.calleeName, type != Names.imageView else { return draft }
            return subclassDraft(draft, type: type, at: Syntax(imageView))
        case let .member(name, root, node):
            // Judged by what this file does with that member: a picture chosen here or set in a branch of an `if` that sets
            // no label's text, or the member shown and hidden by a condition, is a state (a `switch` over the row's kind is not).
            let shown = view(named: root, at: node).member(name)
            let statement = node.parent?.parent?.id
            let state = shown.facts.contains { $0.showsStateOfAnotherView && ($0.node == statement || $0.path == Names.isHidden) }
            return judgeImage(shown, state: state, at: node)
        case let .named(name, node):
            if isDrawnInsideElement(name, at: node) { return nil }
            let shown = view(named: name, at: node)
            return judgeImage(shown, state: state || shown.isToggled || shown.showsChosenImage, title: isTitle(name, at: node), at: node)
        }
    }

    /// The expression an image is carried in: `UIImage(named: n)?.withTintColor(…)`, `icon.flatMap { UIImage(named: $0) }`,
    /// `flag ? UIImage(named: a) : UIImage(named: b)`.
    private static func carried(_ start: ExprSyntax) -> ExprSyntax {
        var top = start
        while let parent = top.parent {
            if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
                if list.contains(where: { $0.is(AssignmentExprSyntax.self) }) { break }
                top = ExprSyntax(sequence)
            } else if let item = parent.as(CodeBlockItemSyntax.self), let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
                      closure.statements.count == 1, let owner = closure.parent?.as(FunctionCallExprSyntax.self) {
                top = ExprSyntax(owner)
            } else if let expression = parent.as(ExprSyntax.self), !parent.is(ClosureExprSyntax.self), !parent.is(FunctionCallExprSyntax.self)
                        || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == top.id {
                top = expression
            } else if parent.is(UnresolvedTernaryExprSyntax.self) {
                top = ExprSyntax(parent.as(UnresolvedTernaryExprSyntax.self)!)
            } else {
                break
            }
        }
        return top
    }

    /// The initial value `name` has at a node (the nearest local declared before it), by its syntax identity.
    private static func binding(of name: String, at node: Syntax) -> SyntaxIdentifier? {
        LocalBindings.value(of: name, before: node)?.id
    }

    // MARK: buttons

    /// `UIButton(…)` kept under a name that is given an image and no title.
    func button(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        guard let name = name(of: call) else { return nil }
        let made = view(named: name, at: Syntax(call))
        return judgeButton(configured(call).map { made.merged($0) } ?? made, at: Syntax(call), outlet: nil)
    }

    /// The button classes of the file that give themselves only an image, by type path, with their reasons and facts.
    func imageButtonClasses() -> ([String: VoiceOverReason], [String: ButtonClassFacts]) {
        var found: [String: VoiceOverReason] = [:]
        var facts: [String: ButtonClassFacts] = [:]
        for token in file.identifiers(named: [Names.button]) {
            guard let inherited = token.ancestor(InheritedTypeSyntax.self), inherited.type.compactText == Names.button,
                  let type = inherited.ancestor(ClassDeclSyntax.self) else { continue }
            let path = file.ancestry.typePath(of: Syntax(type.memberBlock))
            let own = self.facts.about("self", member: nil, type: path, property: true)
            guard case let .decided(reason?)? = buttonSubclass(type)?.outcome else {
                // A class that shows nothing of its own (`TintedButton` only re-tints what it is given): each button of it
                // is judged by what its maker sets, as a `UIButton` would be.
                if !own.hasImage, !own.isTitled, !own.isLabelled { facts[path] = ButtonClassFacts(bare: true) }
                continue
            }
            found[path] = reason
            facts[path] = ButtonClassFacts(choosesImage: own.showsChosenImage, labelProperties: labelProperties(of: type, own: own) ?? [])
        }
        return (found, facts)
    }

    /// The stored properties of a class it copies into its own accessibility label (`accessibilityLabel = onLabel` after
    /// `if let onLabel = onAccessibilityLabel`, or `accessibilityLabel = offLabelText`); nil when any label it sets is
    /// something else (a string, a call), or it sets none.
    func labelProperties(of type: ClassDeclSyntax, own: UIKitView) -> Set<String>? {
        let path = file.ancestry.typePath(of: Syntax(type.memberBlock))
        let labels = own.facts.filter { Names.labels.contains($0.path) }
        guard !labels.isEmpty else { return nil }
        // Stored or observed (`var onAccessibilityLabel: String? { didSet { … } }`), which the index counts as computed.
        let stored = Set(file.declarations.filter { $0.kind == .property && $0.owner == path }.map(\.name))
        var found: Set<String> = []
        for fact in labels {
            let value = fact.value
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            if stored.contains(value) {
                found.insert(value)
                continue
            }
            let bound = file.identifiers(named: [value], within: Syntax(type)).lazy.compactMap { token -> String? in
                guard let pattern = token.parent?.as(IdentifierPatternSyntax.self),
                      let condition = pattern.parent?.as(OptionalBindingConditionSyntax.self) else { return nil }
                guard let initializer = condition.initializer else { return value }
                return initializer.value.as(DeclReferenceExprSyntax.self)?.baseName.text
            }.first
            guard let bound, stored.contains(bound) else { return nil }
            found.insert(bound)
        }
        return found
    }

    /// `let horn = HornButton(frame: .zero)`: a button of such a class, judged where it is made by its own label or the class's.
    func buttonOfClass(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        guard let type = call.calleeName else { return nil }
        let made = name(of: call).map { view(named: $0, at: Syntax(call)) } ?? UIKitView(facts: [])
        if made.isTitled { return nil }
        let local: VoiceOverReason? = made.isHidden ? .hidden : made.isLabelled ? .labelled : nil
        return LabelDraft(shape: .button, outcome: .buttonOfClass(type: type, scope: file.ancestry.typePath(of: Syntax(call)), local: local,
                                                                  setMembers: Set(made.facts.map(\.path)),
                                                                  alone: Self.decided(judgeButton(made, at: Syntax(call), outlet: nil))))
    }

    /// `class EffectButton: UIButton` that gives itself an image and no title. A label it copies from a property of its
    /// own names it only where code sets that property: not here.
    func buttonSubclass(_ type: ClassDeclSyntax) -> LabelDraft? {
        var own = facts.about("self", member: nil, type: file.ancestry.typePath(of: Syntax(type.memberBlock)), property: true)
        if labelProperties(of: type, own: own) != nil { own = UIKitView(facts: own.facts.filter { !Names.labels.contains($0.path) }) }
        return judgeButton(own, at: Syntax(type.memberBlock), outlet: nil)
    }

    /// `@IBOutlet var select: CheckButton!` of a button class of the scanned code: judged as the class is, by what this
    /// file sets on it.
    func outletOfButtonClass(_ token: TokenSyntax) -> (TokenSyntax, LabelDraft)? {
        guard let variable = token.ancestor(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let type = binding.typeAnnotation?.type.compactText.trimmingCharacters(in: ["!", "?"]),
              type != Names.button, type != Names.imageView, UIKitFacts.mayBeOwnType(type),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
        let view = facts.about(name.text, member: nil, type: file.ancestry.typePath(of: Syntax(variable)), property: true)
        if view.isTitled { return nil }
        let local: VoiceOverReason? = view.isHidden ? .hidden : view.isLabelled ? .labelled : nil
        return (name, LabelDraft(shape: .button, outcome: .buttonOfClass(type: type, scope: file.ancestry.typePath(of: Syntax(variable)),
                                                                          local: local, setMembers: Set(view.facts.map(\.path)), outlet: name.text,
                                                                          alone: Self.decided(judgeButton(view, at: Syntax(variable), outlet: name.text)))))
    }

    /// `@IBOutlet var more: UIButton!` given an image and no title in code: unknown unless the code labels it.
    func outletButton(_ token: TokenSyntax) -> (TokenSyntax, LabelDraft)? {
        guard let variable = token.ancestor(VariableDeclSyntax.self), let binding = variable.bindings.first,
              binding.typeAnnotation?.type.compactText.trimmingCharacters(in: ["!", "?"]) == Names.button,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
        let view = facts.about(name.text, member: nil, type: file.ancestry.typePath(of: Syntax(variable)), property: true)
        return judgeButton(view, at: Syntax(variable), outlet: name.text).map { (name, $0) }
    }

    private func judgeButton(_ view: UIKitView, at node: Syntax, outlet: String?) -> LabelDraft? {
        guard view.hasImage, !view.isTitled else { return nil }
        let reason: VoiceOverReason
        if view.isHidden { reason = .hidden }
        else if view.isLabelled { reason = .labelled }
        else if namedContainer(around: node) { reason = .combinedElement }
        // An outlet whose image is chosen by a state (`setImage(playing ? pause : play)`) says it to nobody, whatever
        // label a storyboard gives the button.
        else if let outlet { reason = view.showsChosenImage ? .unsaidState : .unresolved("@IBOutlet:\(outlet)") }
        else { reason = .unlabelledButton }
        return LabelDraft(shape: .button, outcome: .decided(reason))
    }

    /// The reason a draft decides, if it decides one.
    static func decided(_ draft: LabelDraft?) -> VoiceOverReason? {
        if case let .decided(reason?)? = draft?.outcome { return reason }
        return nil
    }

    /// `UIBarButtonItem(image:…)` without a title.
    func barButtonItem(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        if let custom = call.argument(labeled: Names.barItemCustomView) { return customViewItem(call, view: custom) }
        guard call.labels.contains(Names.barItemImage), !call.labels.contains(Names.barItemTitle) else { return nil }
        let item = name(of: call).map { view(named: $0, at: Syntax(call)) } ?? UIKitView(facts: [])
        var reason: VoiceOverReason = item.isLabelled ? .labelled : item.isHidden ? .hidden : .unlabelledButton
        // `UIBarButtonItem(image: unlocked ? open : locked)` labelled with one fixed string: the picture's state is unsaid.
        if reason == .labelled, let image = call.argument(labeled: Names.barItemImage), Self.choosesImage(image),
           !item.facts.contains(where: { Names.labels.contains($0.path) && ($0.value.contains("?") || $0.value.contains("\\(")) }) {
            reason = .unsaidState
        }
        return LabelDraft(shape: .button, outcome: .decided(reason))
    }

    /// Whether an image expression, or the local it names, is chosen by a condition (`locked ? a : b`).
    static func choosesImage(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           let bound = LocalBindings.value(of: reference.baseName.text, before: Syntax(expression)) {
            return UIKitFacts.Collector.holdsTernary(Syntax(bound))
        }
        return UIKitFacts.Collector.holdsTernary(Syntax(expression))
    }

    // MARK: taps

    /// `UITapGestureRecognizer(target:action:)`: the view it is added to needs the button trait, unless the action only
    /// puts the keyboard away.
    func tap(_ call: FunctionCallExprSyntax) -> LabelDraft? {
        if let selector = call.argument(labeled: "action"), onlyDismissesKeyboard(selector, at: Syntax(call)) {
            return LabelDraft(shape: .tap, outcome: .decided(.dismissesKeyboard))
        }
        var target: (String, Syntax)?
        if let argument = call.parent?.as(LabeledExprSyntax.self), let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           owner.calleeName == Names.addGesture {
            target = owner.memberBase.flatMap(UIKitFacts.components(of:)).map { ($0.root == "self" ? $0.path : $0.root, Syntax(owner)) }
                ?? ("self", Syntax(owner))
        } else if let name = name(of: call), let member = file.ancestry.memberDeclaration(of: Syntax(call)) {
            // A recognizer kept in a property (`lazy var lockTap = UITapGestureRecognizer(…)`) is added in any member of the type.
            let property = member.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true
            let type = file.ancestry.typePath(of: Syntax(call))
            // The view it is added to in its own member comes first: outlets' `didSet`s each add a local `tap` of their own,
            // and one of them must not be taken for another's.
            let added = facts.facts.first { $0.path == Names.addGesture && $0.member == member.id && $0.value == name }
                ?? facts.facts.first {
                    $0.path == Names.addGesture && property && $0.type == type && ($0.value == name || $0.value == "self.\(name)")
                }
            target = added.map { ($0.root, Syntax(call)) }
        }
        guard let (name, node) = target else {
            // Added to a view elsewhere (returned, passed on): the view is not known here.
            return LabelDraft(shape: .tap, outcome: .decided(.unresolved(name(of: call) ?? Names.tapRecognizer)))
        }
        let tapped = view(named: name, at: node)
        return LabelDraft(shape: .tap, outcome: .decided(tapped.hasButtonTrait ? .buttonTrait : .tapWithoutButtonTrait))
    }

    /// Whether the method a selector names (`#selector(backgroundTapped(_:))`) only resigns the first responder or
    /// ends editing.
    private func onlyDismissesKeyboard(_ selector: ExprSyntax, at node: Syntax) -> Bool {
        guard let name = Array(selector.tokens(viewMode: .sourceAccurate)).last(where: {
            if case .identifier = $0.tokenKind { return $0.text != "_" } else { return false }
        })?.text, let type = file.ancestry.innermostTypeDeclaration(of: node) else { return false }
        for token in file.identifiers(named: [name], within: type) {
            guard let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id, let body = function.body else { continue }
            var calls: [FunctionCallExprSyntax] = []
            for inner in body.tokens(viewMode: .sourceAccurate) {
                if let call = inner.namedCall { calls.append(call) }
            }
            return !calls.isEmpty && calls.allSatisfy { VoiceOverVocabulary.keyboardDismissals.contains($0.calleeName ?? "") }
        }
        return false
    }
}
