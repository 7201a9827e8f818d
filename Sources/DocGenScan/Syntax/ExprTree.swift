import SwiftSyntax

/// An expression with the few operators the scanner reasons about folded, since the parser leaves
/// `a && b ? c : d` as a flat sequence (no operator table is needed for `!`, `&&`, `||`, `==`, `?:`).
indirect enum ExprTree {
    case leaf(ExprSyntax)
    case not(ExprTree)
    case binary(String, ExprTree, ExprTree)
    case ternary(ExprTree, then: ExprTree, else: ExprTree)
    case ifExpression(IfExprSyntax)
    case unknown

    /// Folds `expression` (parentheses, `!`, sequences and ternaries).
    init(_ expression: ExprSyntax) {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            self = ExprTree(only.expression)
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            self = .not(ExprTree(prefix.expression))
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            self = ExprTree(elements: Array(sequence.elements))
        } else if let ternary = expression.as(TernaryExprSyntax.self) {
            self = .ternary(ExprTree(ternary.condition), then: ExprTree(ternary.thenExpression),
                            else: ExprTree(ternary.elseExpression))
        } else if let ifExpr = expression.as(IfExprSyntax.self) {
            self = .ifExpression(ifExpr)
        } else {
            self = .leaf(expression)
        }
    }

    /// Folds a flat operator sequence: the ternary binds loosest, then `||`, `&&`, comparisons.
    init(elements: [ExprSyntax]) {
        guard !elements.isEmpty else {
            self = .unknown
            return
        }
        if elements.count == 1 {
            self = ExprTree(elements[0])
            return
        }
        if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) {
            self = .ternary(ExprTree(elements: Array(elements[..<index])), then: ExprTree(ternary.thenExpression),
                            else: ExprTree(elements: Array(elements[(index + 1)...])))
            return
        }
        for operators in [["||"], ["&&"], ["==", "!=", "==="]] {
            if let index = elements.lastIndex(where: { operators.contains(Self.operatorText($0) ?? "") }),
               let text = Self.operatorText(elements[index]) {
                self = .binary(text, ExprTree(elements: Array(elements[..<index])),
                               ExprTree(elements: Array(elements[(index + 1)...])))
                return
            }
        }
        self = .unknown
    }

    /// Whether the expression is a ternary or `if` expression.
    var isConditional: Bool {
        switch self {
        case .ternary, .ifExpression: true
        default: false
        }
    }

    static func operatorText(_ element: ExprSyntax) -> String? {
        element.as(BinaryOperatorExprSyntax.self)?.operator.text
    }
}
