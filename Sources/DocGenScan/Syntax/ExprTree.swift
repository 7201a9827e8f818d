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

/// What a condition says about Reduce Motion when it is true and when it is false.
struct ConditionFacts: Equatable {
    /// Reduce Motion's state implied by the condition's value (`true` = on).
    var whenTrue: Bool?
    var whenFalse: Bool?

    static let none = ConditionFacts(whenTrue: nil, whenFalse: nil)

    var negated: ConditionFacts { ConditionFacts(whenTrue: whenFalse, whenFalse: whenTrue) }

    /// Whether the condition mentions Reduce Motion at all.
    var isInformative: Bool { whenTrue != nil || whenFalse != nil }

    static func and(_ lhs: ConditionFacts, _ rhs: ConditionFacts) -> ConditionFacts {
        ConditionFacts(whenTrue: lhs.whenTrue ?? rhs.whenTrue,
                       whenFalse: lhs.whenFalse == rhs.whenFalse ? lhs.whenFalse : nil)
    }

    static func or(_ lhs: ConditionFacts, _ rhs: ConditionFacts) -> ConditionFacts {
        ConditionFacts(whenTrue: lhs.whenTrue == rhs.whenTrue ? lhs.whenTrue : nil,
                       whenFalse: lhs.whenFalse ?? rhs.whenFalse)
    }
}

extension SyntaxProtocol {
    /// The node's source text without surrounding trivia, runs of whitespace collapsed to one space.
    var collapsedText: String {
        var text = ""
        var first = true
        for token in tokens(viewMode: .sourceAccurate) {
            if !first, !token.leadingTrivia.isEmpty || token.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.isEmpty == false {
                text += " "
            }
            text += token.text
            first = false
        }
        return text
    }

    /// The source text with every whitespace and comment removed, used to compare paths like `self.reduceMotion`.
    var compactText: String {
        var text = ""
        for token in tokens(viewMode: .sourceAccurate) { text += token.text }
        return text
    }
}
