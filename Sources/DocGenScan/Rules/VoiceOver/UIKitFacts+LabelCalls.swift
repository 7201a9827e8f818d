import SwiftSyntax

extension UIKitFacts.Collector {
    /// Whether a picture chosen by a ternary (`tick.image = selected ? on : off`) has its state said by a label that a
    /// function of the file composes from the same condition, called beside it (`updateLabel(isSelected: selected)`,
    /// where `updateLabel` sets an `accessibilityLabel`): VoiceOver reads the state there.
    static func callLabelsCondition(around node: Syntax) -> Bool {
        guard let statement = node.ancestor(CodeBlockItemSyntax.self), let tested = testedCondition(in: Syntax(statement)),
              let block = statement.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        for item in block {
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let call = expression?.as(FunctionCallExprSyntax.self),
                  call.arguments.contains(where: { $0.expression.compactText == tested }),
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                      ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.isSelf == true ? $0.declName.baseName.text : nil })
            else { continue }
            if setsLabel(function: name, from: node.root) { return true }
        }
        return false
    }

    /// The condition of the first ternary in a statement, as written without spaces (`tick.image = selected ? a : b` →
    /// `selected`).
    private static func testedCondition(in node: Syntax) -> String? {
        if let ternary = node.as(TernaryExprSyntax.self) { return ternary.condition.compactText.replacingOccurrences(of: "self.", with: "") }
        if let list = node.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                let start = elements[..<index].lastIndex(where: { $0.is(AssignmentExprSyntax.self) }).map { $0 + 1 } ?? 0
                let condition = elements[start..<index].map(\.compactText).joined()
                return condition.isEmpty ? nil : condition.replacingOccurrences(of: "self.", with: "")
            }
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = testedCondition(in: child) { return found }
        }
        return nil
    }

    /// Whether a function of the file named `function` assigns an accessibility label.
    private static func setsLabel(function: String, from root: Syntax) -> Bool {
        root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(function), let declaration = token.parent?.as(FunctionDeclSyntax.self),
                  let body = declaration.body else { return false }
            return body.tokens(viewMode: .sourceAccurate).contains { UIKitVocabulary.labels.contains($0.text) && isAssigned($0) }
        }
    }

    /// Whether a member token is the target of an assignment (`view.accessibilityLabel = …`).
    private static func isAssigned(_ token: TokenSyntax) -> Bool {
        guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init)
            ?? token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init),
            let list = access.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        return elements.count >= 3 && elements[0].id == access.id && elements[1].is(AssignmentExprSyntax.self)
    }
}
