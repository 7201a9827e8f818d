import SwiftSyntax

/// The VoiceOver sites of UIKit code in one file: image views and the asset images shown in them, buttons given
/// only an image (`UIButton`, a subclass, an outlet, `UIBarButtonItem(image:)`), sliders made in code, and tap gesture
/// recognizers.
/// Each view is judged by what the file says about it, by the name it is reached through (``UIKitFacts``): its
/// label, its hiding, its traits, and whether the view it belongs to is one labelled element.
struct UIKitSites {
    typealias Names = UIKitVocabulary
    let file: ParsedFile
    let facts: UIKitFacts

    init?(file: ParsedFile) {
        // A file that imports UIKit may make the scanned code's own image views and buttons without naming a UIKit site.
        guard !file.identifiers(named: Names.siteNames.union([Names.framework])).isEmpty else { return nil }
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
                if let (name, draft) = outletOfButtonClass(token) { found.append((name, Names.button, Syntax(token), draft)) }
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
            case Names.slider: slider(call)
            case Names.tapRecognizer: tap(call)
            default: nil
            }
            if let draft { found.append((token, token.text, Syntax(call), draft)) }
        }
        for call in facts.constructed {
            guard let token = call.calleeToken else { continue }
            if let draft = imageView(call) { found.append((token, Names.imageView, Syntax(call), subclassDraft(draft, type: token.text, at: Syntax(call)))) }
            if let draft = buttonOfClass(call) { found.append((token, Names.button, Syntax(call), draft)) }
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
    /// A table cell is one by default: UIKit reads a `UITableViewCell` (or a class named as a cell that is not a collection
    /// view's) as one element, so a label it gives itself is what VoiceOver reads for the row.
    func namedContainer(around node: Syntax) -> Bool {
        let own = facts.about("self", member: nil, type: file.ancestry.typePath(of: node), property: true)
        return (own.isElement || Self.isTableCell(around: node)) && (own.isLabelled || own.hasValue)
    }

    /// Whether the class around a node inherits from a table cell (`UITableViewCell`, an app's `SwipeableCell`), not a
    /// collection view's cell, which is no element by default.
    static func isTableCell(around node: Syntax) -> Bool {
        guard let superclass = node.ancestor(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type.compactText else { return false }
        return superclass.hasSuffix(Names.cellSuffix) && !superclass.contains(Names.collectionView)
    }

    /// Whether the type's own view is labelled by a label composed at run time (a call of the type's own,
    /// `accessibilityLabel = summary(for: item)`, or an interpolation) that tests every condition under which `view`
    /// shows a state (`badge.isHidden = !item.isFavourite` and `summary` reads `isFavourite`): that label says it.
    func composedContainerLabel(says view: UIKitView, around node: Syntax) -> Bool {
        // Hiding the view (`isHidden = true` in some branch) shows nothing, so there is nothing there to say.
        let stateful = view.facts.filter { !$0.conditionKeys.isEmpty && !($0.path == Names.isHidden && $0.value == "true") }
        guard !stateful.isEmpty else { return false }
        let type = file.ancestry.typePath(of: node)
        let own = facts.about("self", member: nil, type: type, property: true)
        return own.facts.contains { fact in
            guard Names.labels.contains(fact.path) else { return false }
            let value = fact.value
            let said: (String) -> Bool
            if value.contains("\\(") {
                said = { key in value.contains(key) }
            } else if let open = value.firstIndex(of: "("), value.first?.isLowercase == true,
                      value[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                      let body = ownFunction(named: String(value[..<open]), in: type) {
                said = { key in !file.identifiers(named: [key], within: body).isEmpty }
            } else {
                return false
            }
            return stateful.allSatisfy { $0.conditionKeys.contains(where: said) }
        }
    }

    /// The body of the function so named declared in type `type` of this file.
    private func ownFunction(named name: String, in type: String) -> Syntax? {
        for token in file.identifiers(named: [name]) {
            guard let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id,
                  file.ancestry.typePath(of: Syntax(function)) == type, let body = function.body else { continue }
            return Syntax(body)
        }
        return nil
    }

    /// Whether a view made under a condition (``shownByCondition(_:alternatives:elses:)``) shows a state no text says: not
    /// when the branch that makes it also sets a label's text (`if item.type == "bullet" { body.text = …; let bullet =
    /// UIImageView(…) }`), which comes and goes with it.
    static func shownUnsaid(_ node: Syntax, alternatives: Bool) -> Bool {
        shownByCondition(node, alternatives: alternatives) && !UIKitFacts.Collector.branchSetsText(around: node, choosing: false)
    }

    /// Whether a view or image is shown only under a condition (an `if` that is not only an unwrapping, a `switch`
    /// case, a ternary): it shows a state. With `alternatives` false, only an `if` with no `else` counts: a view
    /// made in one of two branches (a web view or an image view) is another way of showing the same thing.
    /// With `elses`, an `if` with an `else` counts too (only `if`s, still).
    static func shownByCondition(_ node: Syntax, alternatives: Bool = true, elses: Bool = false) -> Bool {
        var current = node
        while let parent = current.parent, !DeclarationBoundary.isBoundary(parent) {
            if let branch = parent.as(IfExprSyntax.self), current.id != Syntax(branch.conditions).id,
               branch.conditions.contains(where: { !$0.condition.is(OptionalBindingConditionSyntax.self) }),
               !ThemeCondition.isTheme(branch.conditions.description),
               alternatives || elses || branch.elseBody == nil {
                return true
            }
            if alternatives {
                // `switch activeTheme { case .dark: icon.tintColor = … }`: the same picture drawn for another appearance.
                if parent.is(SwitchCaseSyntax.self), !ThemeCondition.isTheme(parent.ancestor(SwitchExprSyntax.self)?.subject.description ?? "") { return true }
                // A picture chosen by the light or dark appearance is not a state.
                if let ternary = parent.as(TernaryExprSyntax.self), current.id != ternary.condition.id, !ThemeCondition.isThemeTernary(parent) { return true }
                // Unfolded `a ? b : c`: `b` sits in the ternary, `c` after it.
                if parent.is(UnresolvedTernaryExprSyntax.self), !ThemeCondition.isThemeTernary(parent) { return true }
                if let list = parent.as(ExprListSyntax.self), let ternary = list.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                   list.first?.id != current.id, !ThemeCondition.isThemeTernary(Syntax(ternary)) { return true }
            }
            current = parent
        }
        return false
    }
}
