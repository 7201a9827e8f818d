import SwiftSyntax

extension UIKitFacts.Collector {
    /// Whether a picture chosen by a ternary (`tick.image = selected ? on : off`) has its state said by a label that a
    /// function of the file composes from the same condition, called beside it (`updateLabel(isSelected: selected)`,
    /// where `updateLabel` sets an `accessibilityLabel`): VoiceOver reads the state there. `labelling` is the file's
    /// functions that assign an accessibility label (``UIKitFacts/labellingFunctions``), found once in the file's walk.
    static func callLabelsCondition(around node: Syntax, labelling: Set<String>) -> Bool {
        guard !labelling.isEmpty else { return false }
        return calls(around: node).contains(where: labelling.contains)
    }

    /// The file's functions called beside a ternary's statement with its condition as an argument
    /// (`updateLabel(isSelected: selected)` beside `tick.image = selected ? on : off`), by name.
    static func calls(around node: Syntax) -> [String] {
        guard let statement = node.ancestor(CodeBlockItemSyntax.self), let tested = testedCondition(in: Syntax(statement)),
              let block = statement.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        return block.compactMap { item in
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let call = expression?.as(FunctionCallExprSyntax.self),
                  call.arguments.contains(where: { $0.expression.compactText == tested }) else { return nil }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.isSelf == true ? $0.declName.baseName.text : nil })
        }
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

    /// The names of the functions an assignment of an accessibility label is written in (the nested ones and those
    /// around them), recorded as the walk meets it: no second walk of the file per call.
    static func enclosingFunctions(of node: Syntax) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { names.append(function.name.text) }
            if syntax.is(MemberBlockSyntax.self) { break }
            current = syntax.parent
        }
        return names
    }
}
