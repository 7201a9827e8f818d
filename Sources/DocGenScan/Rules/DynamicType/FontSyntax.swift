import SwiftSyntax

/// Where a font expression sits.
enum FontSyntax {
    /// `Font.system(size: 32).bold()` rather than its inner call.
    static func outermostChain(_ expression: ExprSyntax) -> ExprSyntax {
        var node = expression
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            node = ExprSyntax(outer)
        }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id { node = ExprSyntax(member) }
        return node
    }

    /// Whether an expression is a statement of its own among others (`label.font.withSize(15)` on its line): its value
    /// is dropped, so it styles nothing. A body of one expression may return it, so that one is kept.
    static func isDiscarded(_ expression: ExprSyntax) -> Bool {
        guard let item = expression.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else {
            return false
        }
        return list.count > 1
    }

    /// Whether a call is `scaledValue(for:)` of a `UIFontMetrics` (`UIFontMetrics.default`, `UIFontMetrics(forTextStyle:)`,
    /// or a local holding one): a size that follows the text size.
    static func isFontMetricsScaling(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "scaledValue", let receiver = call.memberBase, let path = ValuePath(receiver),
              case let .name(root, reference) = path.root else { return false }
        if root == "UIFontMetrics" { return true }
        guard path.steps.isEmpty, let value = LocalBindings.value(of: root, before: Syntax(reference)),
              let bound = ValuePath(value) else { return false }
        return bound.rootName == "UIFontMetrics"
    }

    /// Whether a font is the argument of `UIFontMetrics(…).scaledFont(for:)`.
    static func isScaledByFontMetrics(_ expression: ExprSyntax) -> Bool {
        var node = Syntax(expression)
        for _ in 0..<6 {
            guard let parent = node.parent else { return false }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calleeName == "scaledFont" { return true }
            if parent.is(CodeBlockItemSyntax.self) { return false }
            node = parent
        }
        return false
    }
}
