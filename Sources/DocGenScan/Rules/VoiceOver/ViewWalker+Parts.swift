import SwiftSyntax

/// The walk through the parts of a view: a control's label, a `Label`'s title and icon, a picker's options, the
/// closures of modifiers, the branches of `if` and `switch`.
extension ViewWalker {
    /// A control: its label's views are part of it; a link's destination and a menu's items are shown apart.
    mutating func walk(control call: FunctionCallExprSyntax, facts: AccessibilityFacts, here: Placement, decorative: Bool, scope: ViewScope) {
        let labelClosure = LabelChains.labelClosure(of: call)
        let label: LabelContent
        switch LabelChains.hasTitleArgument(call) {
        case true?: label = .text
        case false?: label = labelClosure.map { content(ofClosure: $0, scope: scope) } ?? .nothing
        case nil: label = labelClosure.map { content(ofClosure: $0, scope: scope) } ?? .nothing
        }
        let saysState = facts.ownSaysState || Names.valueControls.contains(call.calleeName ?? "")
        controls[call.id] = controls[call.id] ?? WalkedControl(call: call, placement: here, label: label, named: facts.ownPlacement,
                                                               saysState: saysState, helpers: facts.helpers, declaration: declaration,
                                                               heldBy: declarationType)
        if case .named(.hidden, _)? = facts.ownPlacement, let labelClosure {
            walk(closure: labelClosure, .named(.hidden, saysState: true), decorative: decorative, scope: scope)
        } else if let labelClosure {
            let template = ControlLabel(kind: .control, content: label, saysState: saysState, named: facts.label != nil)
            openControls.append(call.id)
            walk(label: ViewStatements.items(labelClosure.statements), template, outer: here, decorative: decorative,
                 scope: scope.entering(labelClosure))
            openControls.removeLast()
        }
        let showsApart = call.calleeName == "NavigationLink" || call.calleeName == "Menu"
        for closure in call.closures where closure.id != labelClosure?.id && showsApart {
            walk(closure: closure, .alone, decorative: false, scope: scope)
        }
        for argument in call.arguments where argument.label.map({ Names.destinationLabels.contains($0.text) }) ?? false {
            if !argument.expression.is(ClosureExprSyntax.self) { walk(argument.expression, .alone, decorative: false, scope: scope) }
        }
    }

    /// A control's label: each branch (`if`, `switch`) is what VoiceOver reads for the control while it is shown.
    private mutating func walk(label items: [CodeBlockItemSyntax.Item], _ template: ControlLabel, outer: Placement, decorative: Bool,
                               scope: ViewScope) {
        let shown = items.compactMap(ViewStatements.expression)
        if shown.count == 1, let branches = Self.branches(of: shown[0]), !shown[0].is(TupleExprSyntax.self) {
            for branch in branches {
                switch branch {
                case let .items(inner): walk(label: inner, template, outer: outer, decorative: decorative, scope: scope)
                case let .expression(inner): walk(label: [.expr(inner)], template, outer: outer, decorative: decorative, scope: scope)
                }
            }
            return
        }
        var label = template
        label.content = content(ofItems: items, scope: scope)
        walk(items: items, .inControl(label, outer: outer), decorative: decorative, scope: scope)
    }

    /// `Label(…)`: its icon is named by its title when it has one.
    mutating func walk(label call: FunctionCallExprSyntax, _ placement: Placement, decorative: Bool, scope: ViewScope) {
        let title = call.argument(labeled: "title")?.as(ClosureExprSyntax.self) ?? (call.argument(labeled: "icon") == nil ? nil : call.trailingClosure)
        let icon = call.argument(labeled: "icon")?.as(ClosureExprSyntax.self)
            ?? call.additionalTrailingClosures.first { $0.label.text == "icon" }?.closure
        if let title { walk(closure: title, placement, decorative: decorative, scope: scope) }
        if let icon {
            let titled = title.map { content(ofClosure: $0, scope: scope).local == .text } ?? true
            walk(closure: icon, titled ? .named(.inLabel, saysState: false) : placement, decorative: decorative, scope: scope)
        }
        if let control = openControls.last, call.arguments.contains(where: { Names.labelIconArguments.contains($0.label?.text ?? "") }) {
            controls[control]?.labelImages.append(call)
        }
    }

    /// `Picker`: each view of its content is an option, named by what it shows.
    mutating func walk(picker call: FunctionCallExprSyntax, facts: AccessibilityFacts, here: Placement, decorative: Bool, scope: ViewScope) {
        if let labelClosure = LabelChains.labelClosure(of: call) ?? call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure {
            let label = content(ofClosure: labelClosure, scope: scope)
            walk(closure: labelClosure, .inControl(ControlLabel(kind: .control, content: label, saysState: facts.ownSaysState), outer: here),
                 decorative: decorative, scope: scope)
        }
        guard let options = LabelChains.contentClosure(of: call) else { return }
        walk(options: ViewStatements.items(options.statements), facts: facts, here: here, decorative: decorative, scope: scope.entering(options))
    }

    private mutating func walk(options items: [CodeBlockItemSyntax.Item], facts: AccessibilityFacts, here: Placement, decorative: Bool, scope: ViewScope) {
        for item in items {
            guard let expression = ViewStatements.expression(item) else { continue }
            let chain = ViewChain(expression)
            if case let .container(call) = scope.classify(chain.root), call.calleeName == "ForEach" || call.calleeName == "Section" {
                for closure in call.closures {
                    walk(options: ViewStatements.items(closure.statements), facts: facts, here: here, decorative: decorative, scope: scope.entering(closure))
                }
                continue
            }
            let option = ControlLabel(kind: .option, content: content(of: expression, scope: scope), saysState: facts.saysState)
            walk(expression, .inControl(option, outer: here), decorative: decorative, scope: scope)
        }
    }

    /// The closures and view arguments of a chain's modifiers: decoration, content shown apart, a style's drawing,
    /// a tab item, or content shown as part of the view.
    mutating func walk(modifiers chain: ViewChain, facts: AccessibilityFacts, inner: Placement, inside: Placement, decorative: Bool, scope: ViewScope) {
        for modifier in chain.modifiers {
            guard let name = modifier.calleeName else { continue }
            if Names.actionModifiers.contains(name) || name.hasPrefix(Names.accessibilityPrefix) { continue }
            if Names.decorativeContainers.contains(name) {
                for closure in modifier.closures { walk(closure: closure, inside, decorative: true, scope: scope) }
                for argument in modifier.arguments where !argument.expression.is(ClosureExprSyntax.self) {
                    walk(argument.expression, inside, decorative: true, scope: scope)
                }
            } else if Names.separateContent.contains(name) {
                for closure in modifier.closures { walk(closure: closure, .alone, decorative: false, scope: scope) }
            } else if Names.styleModifiers.contains(name) {
                guard let style = modifier.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                      case let .component(_, reference) = scope.classify(ExprSyntax(style)) else { continue }
                let label: LabelContent
                if case let .control(control)? = chain.rootCall.map({ scope.classify(ExprSyntax($0)) }) {
                    label = controls[control.id]?.label ?? .nothing
                } else {
                    label = content(of: chain.root, scope: scope)
                }
                let control = ControlLabel(kind: .control, content: label, saysState: facts.ownSaysState)
                notes.uses.append(ViewUse(reference: reference, placement: facts.ownPlacement ?? .inControl(control, outer: inner)))
            } else if name == Names.tabItem {
                for closure in modifier.closures {
                    let titled = LabelChains.builds(Names.tabTitleViews, in: closure)
                    walk(closure: closure, titled ? .named(.inTabItem, saysState: false) : inside, decorative: decorative, scope: scope)
                }
            } else {
                for closure in modifier.closures { walk(closure: closure, inside, decorative: decorative, scope: scope) }
            }
        }
    }

    /// One branch of an `if`, a `switch` or a ternary.
    enum Branch {
        case items([CodeBlockItemSyntax.Item])
        case expression(ExprSyntax)
    }

    /// The branches of a conditional view expression; nil when it is not one. An `if` without `else` has an
    /// empty branch.
    static func branches(of expression: ExprSyntax) -> [Branch]? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return [.expression(only.expression)]
        }
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var branches: [Branch] = [.items(ViewStatements.items(ifExpr.body.statements))]
            switch ifExpr.elseBody {
            case let .ifExpr(next)?: branches.append(.expression(ExprSyntax(next)))
            case let .codeBlock(block)?: branches.append(.items(ViewStatements.items(block.statements)))
            case nil: branches.append(.items([]))
            }
            return branches
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            return switchExpr.cases.compactMap { element in
                element.as(SwitchCaseSyntax.self).map { .items(ViewStatements.items($0.statements)) }
            }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return [.expression(ternary.thenExpression), .expression(ternary.elseExpression)]
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                  let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return [] }
            let rest = Array(elements[(index + 1)...])
            return [.expression(ternary.thenExpression)] + (rest.count == 1 ? [.expression(rest[0])] : [])
        }
        return nil
    }

    /// The label shown by the control that is the whole view of a declaration (a control component), if it is
    /// one: a control, a toolbar item or group holding one, or branches each of which is one. `roots` gets the controls.
    mutating func controlLabel(ofItems items: [CodeBlockItemSyntax.Item], scope: ViewScope, roots: inout [FunctionCallExprSyntax]) -> LabelContent? {
        let shown = items.compactMap(ViewStatements.expression)
        guard shown.count == 1, let expression = shown.first else { return nil }
        if let branches = Self.branches(of: expression) {
            var labels: [LabelContent] = []
            for branch in branches {
                switch branch {
                // A branch that shows nothing (`default: EmptyView()`, an `if` without `else`) is not one VoiceOver meets.
                case let .items(inner) where Self.showsNothing(inner):
                    continue
                case let .items(inner):
                    guard let label = controlLabel(ofItems: inner, scope: scope, roots: &roots) else { return nil }
                    labels.append(label)
                case let .expression(inner):
                    guard let label = controlLabel(ofItems: [.expr(inner)], scope: scope, roots: &roots) else { return nil }
                    labels.append(label)
                }
            }
            return labels.isEmpty ? nil : LabelContent.any(labels)
        }
        let chain = ViewChain(expression)
        let facts = AccessibilityFacts(chain.modifiers)
        switch scope.classify(chain.root) {
        case let .control(call):
            roots.append(call)
            if facts.ownPlacement != nil || LabelChains.hasTitleArgument(call) == true { return .text }
            return LabelChains.labelClosure(of: call).map { content(ofClosure: $0, scope: scope) } ?? .nothing
        case let .container(call) where ["ToolbarItem", "ToolbarItemGroup", "Group"].contains(call.calleeName ?? ""):
            guard let closure = call.closures.first else { return nil }
            return controlLabel(ofItems: ViewStatements.items(closure.statements), scope: scope.entering(closure), roots: &roots)
        default:
            return nil
        }
    }

    /// Whether statements show no view: none, or only `EmptyView()`.
    static func showsNothing(_ items: [CodeBlockItemSyntax.Item]) -> Bool {
        let shown = items.compactMap(ViewStatements.expression)
        return shown.isEmpty || shown.count == 1 && shown[0].as(FunctionCallExprSyntax.self)?.calleeName == "EmptyView"
    }

    /// The trait the root chain of a declaration's view gives it (`.accessibilityAddTraits(.isButton)`), for taps on
    /// the views it declares.
    func rootTraits(_ items: [CodeBlockItemSyntax.Item]) -> VoiceOverReason? {
        let shown = items.compactMap(ViewStatements.expression)
        guard shown.count == 1, let expression = shown.first else { return nil }
        if let branches = Self.branches(of: expression) {
            // Every branch that shows something has the trait.
            var found = false
            for branch in branches {
                let inner: [CodeBlockItemSyntax.Item]
                switch branch {
                case let .items(items): inner = items
                case let .expression(expression): inner = [.expr(expression)]
                }
                if inner.compactMap(ViewStatements.expression).isEmpty { continue }
                guard rootTraits(inner) != nil else { return nil }
                found = true
            }
            return found ? .buttonTrait : nil
        }
        for modifier in ViewChain(expression).modifiers {
            if case let .reason(reason) = LabelChains.traitFact(modifier), reason == .buttonTrait { return reason }
        }
        return nil
    }
}

/// A view of the scanned code used in view code, and where.
struct ViewUse: Sendable, Hashable {
    var reference: ViewRef
    var placement: Placement
}

/// A declaration whose whole view is one call of another view of the scanned code (`ModalCloseButton` showing
/// `ModalReusableButton(icon: .xmark, …)`): where that view is a control, a call of this one is that call.
struct ViewForward: Sendable {
    var reference: ViewRef
    var arguments: [String: LabelContent]
    /// The accessibility label or hiding the declaration gives the call.
    var named: Placement?
}

/// View code passed to a parameter of a view of the scanned code.
struct ViewFlow: Sendable, Hashable {
    var hole: Hole
    var content: LabelContent
}

/// What judging a file leaves for the rest of the scan: the views of the scanned code it uses and where, what
/// it passes to them, and what its declarations show.
struct VoiceOverNotes: Sendable {
    var uses: [ViewUse] = []
    var flows: [ViewFlow] = []
    /// What each declaration shows, by ``ComponentKey``.
    var contents: [String: LabelContent] = [:]
    /// The label of the control each control component is, by ``ComponentKey``.
    var controls: [String: LabelContent] = [:]
    /// The trait each declaration's root view has, by ``ComponentKey``.
    var traits: [String: VoiceOverReason] = [:]
    /// The declarations (by ``ComponentKey``) whose own view shows an image with a state no text of theirs says (`if
    /// isSelected { Image(systemName: "checkmark") }`): a control whose label shows one must say that state.
    var selectionMarks: Set<String> = []
    /// The declarations (by ``ComponentKey``) that hold a control whose label is only images, that nothing names and
    /// whose action calls a closure the view keeps, with the argument labels a call passes those closures by
    /// (``LabelSites/configuringArguments(of:)``).
    var unnamedControls: [String: Set<String>] = [:]
    /// The controls each type's views hold besides the control the type is (its sheet's close button, a menu's options),
    /// as drafted in this file, by type path: a call of the type as a control takes the worst of them.
    var heldControls: [String: [LabelDraft]] = [:]
    /// The declarations whose whole view is one call of another view of the scanned code, by ``ComponentKey``.
    var forwards: [String: ViewForward] = [:]
    /// Members of UIKit views this file toggles by a condition, with their owner's type name.
    var statefulMembers: [String: Set<String>] = [:]
    /// Button classes this file declares that give themselves only an image, by type path, with their reason.
    var imageButtonClasses: [String: VoiceOverReason] = [:]
    /// Helper functions this file declares that return a button made with only an image, by name, with its reason.
    var imageButtonFactories: [String: VoiceOverReason] = [:]
    /// What the button classes this file declares do with their picture and label, by type path.
    var buttonClasses: [String: ButtonClassFacts] = [:]
}

/// A button class of the scanned code that gives itself only an image: whether it chooses the picture by a state
/// (`setImage(on ? a : b)`, different images in branches), and the stored properties of its own it copies into its
/// accessibility label (`if let onLabel = onAccessibilityLabel { accessibilityLabel = onLabel }`), which name a button
/// only where its code sets one.
struct ButtonClassFacts: Sendable, Hashable {
    var choosesImage = false
    var labelProperties: Set<String> = []
    /// The class shows no picture, title or label of its own: each button of it is what its maker sets.
    var bare = false
}
