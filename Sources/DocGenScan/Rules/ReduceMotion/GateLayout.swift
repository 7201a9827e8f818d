import SwiftSyntax

/// Where the views a state selects (`if`, `switch`, `ForEach`) are laid out, and so what changing them moves:
/// a view inserted into or removed from a stack, a list, a form or a section pushes its siblings (movement); a
/// swap in place — views laid on top of each other (`ZStack`, `.overlay`, `.background`), a control's label, a
/// toolbar, or two views of the same size exchanged (an icon for another, a `ProgressView` for a checkmark) —
/// is a crossfade.
enum GateLayout {
    /// Where a gate's views are.
    enum Container: Equatable {
        /// Laid out with siblings: inserting or resizing moves them.
        case stacking
        /// On top of other views, or in a place of their own.
        case inPlace
        /// The whole of a view's body: swapping replaces the view, inserting makes it appear in its parent's layout.
        case body
        /// Not views at all: an action or callback closure.
        case action

        /// Whether changing the gate's views moves something besides them.
        func moves(swap: Bool, sameSize: Bool) -> Bool {
            switch self {
            case .inPlace, .action: false
            case .stacking: !(swap && sameSize)
            case .body: !(swap && sameSize)
            }
        }
    }

    /// Containers that lay views out one after another.
    static let stacking: Set<String> = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "List", "Form", "Section",
        "ScrollView", "DisclosureGroup", "ControlGroup", "safeAreaInset", "ViewThatFits",
    ]
    /// Containers and modifiers whose views change in place.
    static let inPlace: Set<String> = [
        "ZStack", "overlay", "background", "mask", "clipShape", "toolbar", "ToolbarItem", "ToolbarItemGroup", "NavigationStack",
        "NavigationView", "NavigationSplitView", "TabView", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
        "contextMenu", "Menu", "Label", "Link", "NavigationLink", "Picker", "Toggle",
    ]
    /// Containers whose content is laid out by the container around them.
    static let transparent: Set<String> = ["Group", "ForEach", "ScrollViewReader", "GeometryReader", "TimelineView", "withAnimation"]
    /// Closures that run code rather than build views.
    static let actions: Set<String> = [
        "onTapGesture", "onAppear", "onDisappear", "onChange", "onReceive", "task", "Task", "onSubmit", "onLongPressGesture",
        "onEnded", "onChanged", "simultaneousGesture", "refreshable", "onDelete", "onMove", "sink", "asyncAfter", "async",
    ]
    /// Views of a fixed or intrinsic size that one is exchanged for another of in place.
    static let leaves: Set<String> = [
        "Image", "Text", "Label", "ProgressView", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Color",
        "EmptyView", "Spacer", "Divider",
    ]

    /// The statements of each branch of an `if` (with its `else if` chain and `else`) or of each case of a `switch`.
    static func branches(of gate: Syntax) -> [CodeBlockItemListSyntax] {
        if let switchExpr = gate.as(SwitchExprSyntax.self) {
            return switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        }
        guard let ifExpr = gate.as(IfExprSyntax.self) else { return [] }
        var result = [ifExpr.body.statements]
        switch ifExpr.elseBody {
        case let .codeBlock(block)?: result.append(block.statements)
        case let .ifExpr(nested)?: result += branches(of: Syntax(nested))
        case nil: result.append([])
        }
        return result
    }

    /// Whether every branch is one view of a size of its own (a leaf view, or one with a fixed frame): exchanging
    /// them leaves the layout as it is.
    static func sameSize(_ branches: [CodeBlockItemListSyntax]) -> Bool {
        branches.allSatisfy { branch in
            let views = branch.compactMap { $0.item.as(ExprSyntax.self) ?? $0.item.as(ExpressionStmtSyntax.self)?.expression }
            guard views.count == 1, let view = views.first else { return false }
            var current = view
            while let call = current.as(FunctionCallExprSyntax.self) {
                if call.calleeName == "frame", call.labels.contains("width"), call.labels.contains("height") { return true }
                guard let base = call.memberBase else {
                    return call.calleeName.map(leaves.contains) ?? false
                }
                current = base
            }
            return false
        }
    }

    /// Where the views a gate (or a `ForEach`) selects are, following a view property or function to where
    /// it is used (once).
    static func container(of gate: Syntax, file: ParsedFile, depth: Int = 0) -> Container {
        var child = gate
        while let parent = child.parent {
            if DeclarationBoundary.isBoundary(parent) || parent.is(AccessorBlockSyntax.self) {
                return use(of: parent, file: file, depth: depth)
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let owner = ViewChains.callOwning(closure), let name = owner.calleeName else { return .action }
                if actions.contains(name) || isAction(closure, of: owner) { return .action }
                if inPlace.contains(name) { return .inPlace }
                if transparent.contains(name) || name == "Button" {
                    child = Syntax(owner)
                    continue
                }
                // `HStack { if let icon { Image(uiImage: icon) } }.frame(width: 24, height: 24)`: alone in a box of a
                // fixed size, the views appear and go in place.
                if closure.statements.count == 1, hasFixedFrame(owner) { return .inPlace }
                return .stacking
            }
            child = parent
        }
        return .stacking
    }

    /// Whether a view's own modifiers give it a fixed width and height (`.frame(width: 24, height: 24)`).
    static func hasFixedFrame(_ view: FunctionCallExprSyntax) -> Bool {
        var node = ExprSyntax(view)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let next = member.parent?.as(FunctionCallExprSyntax.self) {
            if next.calleeName == "frame", next.labels.contains("width"), next.labels.contains("height") { return true }
            node = ExprSyntax(next)
        }
        return false
    }

    /// A `Button`'s action closure (the trailing closure when no `action:` argument comes first).
    private static func isAction(_ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "Button" else { return false }
        if call.trailingClosure?.id == closure.id { return !call.labels.contains("action") }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) { return argument.label?.text == "action" }
        return false
    }

    /// The container at a use of the view property or function `declaration` in its type; a view's `body` is
    /// its own container.
    private static func use(of declaration: Syntax, file: ParsedFile, depth: Int) -> Container {
        var node: Syntax? = declaration
        while let current = node, !current.is(VariableDeclSyntax.self), !current.is(FunctionDeclSyntax.self) { node = current.parent }
        let name = node?.as(FunctionDeclSyntax.self)?.name.text
            ?? node?.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        guard let name, name != "body", depth < 2, let declaration = node,
              let type = file.ancestry.innermostTypeDeclaration(of: declaration) else { return .body }
        for token in file.identifiers(named: [name], within: type) where !declaration.range.contains(token.position) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            return container(of: Syntax(reference), file: file, depth: depth + 1)
        }
        return .stacking
    }
}
