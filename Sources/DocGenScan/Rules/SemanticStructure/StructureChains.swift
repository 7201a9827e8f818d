import SwiftSyntax

/// What the modifiers of a view and its containers say about structure: a header trait, a combined element,
/// hiding; what a control's closures are; a view expression's root and modifiers.
enum StructureChains {
    typealias Names = StructureVocabulary

    /// SwiftUI modifiers that never add a trait or combine: not helpers to look up.
    static let knownModifiers: Set<String> = [
        "font", "fontWeight", "bold", "italic", "foregroundStyle", "foregroundColor", "padding", "frame", "background", "overlay",
        "lineLimit", "multilineTextAlignment", "minimumScaleFactor", "fixedSize", "opacity", "tint", "clipShape", "cornerRadius",
        "shadow", "id", "tag", "onTapGesture", "onAppear", "onDisappear", "onChange", "task", "animation", "transition",
        "contentShape", "layoutPriority", "redacted", "listRowBackground", "listRowInsets", "listRowSeparator", "buttonStyle",
        "labelStyle", "textCase", "kerning", "tracking", "lineSpacing", "truncationMode", "textSelection", "monospacedDigit",
        "dynamicTypeSize", "offset", "scaleEffect", "rotationEffect", "symbolRenderingMode", "imageScale", "resizable",
        "aspectRatio", "scaledToFit", "scaledToFill", "contextMenu", "swipeActions", "sheet", "alert", "navigationTitle",
        "toolbar", "disabled", "help", "environment", "containerShape", "clipped", "mask", "border", "zIndex", "allowsHitTesting",
    ]

    /// The root of a view expression written as a chain (`Text(a).font(.title).padding()` → `Text(a)`), with its
    /// modifiers innermost first.
    static func split(_ expression: ExprSyntax) -> (root: ExprSyntax, modifiers: [FunctionCallExprSyntax]) {
        var modifiers: [FunctionCallExprSyntax] = []
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, !Self.isTypeOrSelf(base) {
                modifiers.append(call)
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, base.is(FunctionCallExprSyntax.self) {
                // `.emojiText.size(…)`: a property of the view between two modifiers.
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                // `.padding() #if os(iOS) .listRowBackground(…) #endif`: the modifiers under the `#if` are conditional.
                current = base
            } else {
                break
            }
        }
        return (current, modifiers.reversed())
    }

    /// `KioskRow` in `KioskRow.picker(…)`, `self` in `self.row(for:)`: the call is the view, not a modifier.
    private static func isTypeOrSelf(_ base: ExprSyntax) -> Bool {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "self" || name.first?.isUppercase == true
    }

    /// The called name of a view's root (`Text`, `HStack`, `row` of `row(for:)`), nil for a plain reference.
    static func rootName(_ root: ExprSyntax) -> String? {
        root.as(FunctionCallExprSyntax.self)?.calleeName
    }

    /// Whether modifiers give a heading: `.accessibilityAddTraits(.isHeader)`, `.accessibility(addTraits: .isHeader)`,
    /// `.accessibilityHeading(…)`.
    static func addsHeader(_ modifiers: some Sequence<FunctionCallExprSyntax>) -> Bool {
        modifiers.contains { modifier in
            switch modifier.calleeName {
            case Names.headingModifier: true
            case Names.traitsModifier, Names.legacyAccessibility:
                modifier.arguments.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(Names.headerTrait) }
            default: false
            }
        }
    }

    /// Whether modifiers make one element of the view: `.accessibilityElement(children: .combine)` (also as one
    /// branch of a conditional), or `.accessibilityElement(children: .ignore)` / `.accessibilityElement()` with a label.
    static func combines(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
        let elements = modifiers.filter { $0.calleeName == Names.elementModifier }
        if elements.contains(where: { $0.arguments.tokens(viewMode: .sourceAccurate).contains { $0.text == "combine" } }) { return true }
        let labelled = modifiers.contains { $0.calleeName == Names.labelModifier || ($0.calleeName == Names.legacyAccessibility && $0.labels.contains("label")) }
        return labelled && elements.contains { element in
            element.arguments.isEmpty || element.arguments.tokens(viewMode: .sourceAccurate).contains { $0.text == "ignore" }
        }
    }

    /// Whether modifiers hide the view from accessibility.
    static func hides(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
        modifiers.contains { modifier in
            (modifier.calleeName == "accessibilityHidden" && modifier.firstUnlabeledArgument?.trimmedText != "false")
                || (modifier.calleeName == Names.legacyAccessibility && modifier.labels.contains("hidden"))
        }
    }

    /// Modifier names that may be helpers of the scanned code (`.pageHeading()`, `.modifier(RowStyle())` → `RowStyle`).
    static func helperNames(_ modifiers: some Sequence<FunctionCallExprSyntax>) -> [String] {
        modifiers.compactMap { modifier in
            guard let name = modifier.calleeName, !knownModifiers.contains(name), !name.hasPrefix("accessibility") else { return nil }
            if name == "modifier" { return modifier.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self)?.calleeName }
            return name
        }
    }

    /// Whether `closure`, passed to a control `owner`, is part of the control: its label, or the options of a
    /// menu or picker (not a navigation link's destination, not a button's action).
    static func isControlPart(_ closure: ClosureExprSyntax, of owner: FunctionCallExprSyntax) -> Bool {
        guard let name = owner.calleeName, Names.controls.contains(name), owner.memberBase == nil else { return false }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            let label = argument.label?.text
            return label == "label" || (label == "content" && Names.optionControls.contains(name))
        }
        if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) { return trailing.label.text == "label" }
        guard owner.trailingClosure?.id == closure.id else { return false }
        if owner.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) { return Names.optionControls.contains(name) }
        if Names.optionControls.contains(name) { return true }
        return owner.labels.contains { Names.labelFollows.contains($0 ?? "") }
    }

    /// Whether `closure`, passed to `owner`, is a `Section`'s header or footer.
    static func isSectionHeader(_ closure: ClosureExprSyntax, of owner: FunctionCallExprSyntax) -> Bool {
        guard owner.calleeName == "Section" else { return false }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) { return Names.sectionParts.contains(argument.label?.text ?? "") }
        if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) { return Names.sectionParts.contains(trailing.label.text) }
        return false
    }

    /// The content closure of a row host (`ForEach { … }`, `List { … }`, `Section { … } header: { … }`).
    static func content(of host: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let content = host.argument(labeled: "content")?.as(ClosureExprSyntax.self) { return content }
        if let rows = host.argument(labeled: "rowContent")?.as(ClosureExprSyntax.self) { return rows }
        return host.trailingClosure
    }

    /// The views a body of statements shows at its top level, looking through `if`, `switch` and `#if`.
    static func topLevelViews(_ statements: CodeBlockItemListSyntax, depth: Int = 0) -> [ExprSyntax] {
        guard depth < 6 else { return [] }
        var views: [ExprSyntax] = []
        for item in statements {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case let .statements(inner)? = clause.elements { views += topLevelViews(inner, depth: depth + 1) }
                }
                continue
            }
            guard let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
                ?? item.item.as(ReturnStmtSyntax.self)?.expression else { continue }
            if let ifExpr = expression.as(IfExprSyntax.self) {
                views += branches(of: ifExpr, depth: depth + 1)
            } else if let switchExpr = expression.as(SwitchExprSyntax.self) {
                for switchCase in switchExpr.cases {
                    if let caseSyntax = switchCase.as(SwitchCaseSyntax.self) { views += topLevelViews(caseSyntax.statements, depth: depth + 1) }
                }
            } else {
                views.append(expression)
            }
        }
        return views
    }

    /// The views of every branch of an `if`.
    private static func branches(of ifExpr: IfExprSyntax, depth: Int) -> [ExprSyntax] {
        var views = topLevelViews(ifExpr.body.statements, depth: depth)
        switch ifExpr.elseBody {
        case let .codeBlock(block)?: views += topLevelViews(block.statements, depth: depth)
        case let .ifExpr(nested)?: views += depth < 6 ? branches(of: nested, depth: depth + 1) : []
        case nil: break
        }
        return views
    }
}
