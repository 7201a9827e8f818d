import SwiftSyntax

/// A view expression taken apart: its root (`Image(…)`, `rowLabel`, `HStack { … }`) and the modifiers applied to it,
/// innermost first, including those inside `#if` blocks of the chain.
struct ViewChain {
    var root: ExprSyntax
    var modifiers: [FunctionCallExprSyntax]

    init(_ top: ExprSyntax) {
        var modifiers: [FunctionCallExprSyntax] = []
        var current = top
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, Self.isModifierBase(base, name: member.declName.baseName.text) {
                modifiers.append(call)
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                for clause in postfix.config.clauses {
                    if case let .postfixExpression(expression)? = clause.elements { modifiers += Self.clauseModifiers(expression).reversed() }
                }
                current = base
            } else {
                break
            }
        }
        root = current
        self.modifiers = modifiers.reversed()
    }

    /// The modifiers of a `#if` clause in a chain (`.buttonStyle(.plain).offset(x: 2)`), innermost first.
    private static func clauseModifiers(_ expression: ExprSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            calls.append(call)
            current = member.base
        }
        return calls.reversed()
    }

    /// Whether `base.name(…)` is a modifier on a view rather than a method of a value (`action.image(…)`): the base
    /// is itself a view expression (a call, a chain), or the name is a SwiftUI modifier.
    private static func isModifierBase(_ base: ExprSyntax, name: String) -> Bool {
        if base.is(FunctionCallExprSyntax.self) || base.is(PostfixIfConfigExprSyntax.self) || base.is(ClosureExprSyntax.self) { return true }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.is(FunctionCallExprSyntax.self) == true { return true }
        return isImplicitModifier(name)
    }

    /// Names of SwiftUI modifiers, which applied to a name (`label.padding()`) style the view it holds.
    static func isImplicitModifier(_ name: String) -> Bool {
        VoiceOverVocabulary.knownModifiers.contains(name) || name.hasPrefix(VoiceOverVocabulary.accessibilityPrefix)
            || VoiceOverVocabulary.decorativeContainers.contains(name) || VoiceOverVocabulary.separateContent.contains(name)
            || VoiceOverVocabulary.actionModifiers.contains(name) || VoiceOverVocabulary.styleModifiers.contains(name)
            || ViewModifierNames.all.contains(name)
    }

    /// The root as a call, if it is one.
    var rootCall: FunctionCallExprSyntax? { root.as(FunctionCallExprSyntax.self) }

    /// The modifiers of the chain after `modifier`, outwards.
    func modifiers(after modifier: FunctionCallExprSyntax) -> ArraySlice<FunctionCallExprSyntax> {
        guard let position = modifiers.firstIndex(where: { $0.id == modifier.id }) else { return [] }
        return modifiers[(position + 1)...]
    }
}

/// More SwiftUI modifier names, so that `name.modifier()` on a property is read as a styled view.
enum ViewModifierNames {
    static let all: Set<String> = [
        "lineLimit", "multilineTextAlignment", "minimumScaleFactor", "bold", "italic", "fontWeight", "fontDesign", "kerning", "tracking",
        "textCase", "truncationMode", "allowsTightening", "baselineOffset", "monospacedDigit", "monospaced", "underline", "strikethrough",
        "textSelection", "dynamicTypeSize", "controlSize", "buttonBorderShape", "glassEffect", "glassEffectID", "matchedGeometryEffect",
        "matchedTransitionSource", "navigationTransition", "zIndex", "position", "ignoresSafeArea", "edgesIgnoringSafeArea", "blur",
        "brightness", "contrast", "saturation", "grayscale", "colorMultiply", "colorInvert", "hueRotation", "blendMode", "compositingGroup",
        "drawingGroup", "border", "listRowBackground", "listRowInsets", "listRowSeparator", "listSectionSeparator", "listRowSeparatorTint",
        "navigationTitle", "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden", "toolbarBackground", "toolbarColorScheme",
        "presentationDetents", "presentationDragIndicator", "presentationBackground", "interactiveDismissDisabled", "environment",
        "environmentObject", "preferredColorScheme", "colorScheme", "redacted", "unredacted", "privacySensitive", "allowsHitTesting",
        "hoverEffect", "keyboardShortcut", "focused", "focusable", "submitLabel", "textFieldStyle", "textContentType", "keyboardType",
        "autocorrectionDisabled", "textInputAutocapitalization", "scrollContentBackground", "scrollDisabled", "scrollIndicators",
        "containerRelativeFrame", "safeAreaPadding", "contentMargins", "symbolEffect", "contentTransition", "sensoryFeedback",
        "backgroundStyle", "foregroundStyle", "clipShape", "containerShape", "widgetURL", "containerBackground", "invalidatableContent",
        "widgetAccentable", "luminanceToAlpha", "labelsHidden", "menuIndicator", "menuOrder", "pickerStyle", "datePickerStyle",
        "progressViewStyle", "gaugeStyle", "listStyle", "tabViewStyle", "indexViewStyle", "navigationViewStyle", "formStyle",
        "groupBoxStyle", "controlGroupStyle", "disclosureGroupStyle", "labeledContentStyle", "shadow", "rotation3DEffect",
        "projectionEffect", "transformEffect", "geometryGroup", "visualEffect", "layoutValue", "coordinateSpace", "id",
        "refreshable", "searchable", "onSubmit", "imageScale", "symbolRenderingMode", "fontWidth", "lineSpacing", "headerProminence",
        "badge", "badgeProminence", "listItemTint", "selectionDisabled", "deleteDisabled", "moveDisabled", "tabItem", "tag",
    ]
}

extension ExprSyntax {
    /// Whether the expression is `self`.
    var isSelf: Bool { self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
}

/// The statements of a body or closure, with those of `#if` blocks spliced in.
enum ViewStatements {
    static func items(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax.Item] {
        var items: [CodeBlockItemSyntax.Item] = []
        for item in list {
            if let config = item.item.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses {
                    if case let .statements(inner)? = clause.elements { items += Self.items(inner) }
                }
            } else {
                items.append(item.item)
            }
        }
        return items
    }

    /// The expression a statement shows: itself, a `return`'s value, an `if`/`switch` statement.
    static func expression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return nil
    }
}
