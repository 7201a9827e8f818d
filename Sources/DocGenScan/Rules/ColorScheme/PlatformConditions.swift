import SwiftSyntax

/// Reads `#if os(…)` conditions, so that a site compiled for one platform takes that platform's branch of a token
/// (`#if os(iOS) return UIColor { traits in … } #else return .lighterTint #endif` is fixed on watchOS only).
enum PlatformConditions {
    /// The platform a node is compiled for: the `X` of the innermost `#if os(X)` (or `#elseif os(X)`) around it; nil when
    /// no such clause encloses it.
    static func platform(of node: Syntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), let condition = clause.condition, let name = osName(condition) { return name }
            current = syntax.parent
        }
        return nil
    }

    /// The clauses of an `#if` that can be compiled on `platform` (every clause when it is nil): a clause whose
    /// condition is false there is dropped, and so is every clause after one whose condition is true.
    static func clauses(of config: IfConfigDeclSyntax, on platform: String?) -> [IfConfigClauseSyntax] {
        guard let platform else { return Array(config.clauses) }
        var kept: [IfConfigClauseSyntax] = []
        for clause in config.clauses {
            let holds = clause.condition.map { self.holds($0, on: platform) } ?? true
            if holds == false { continue }
            kept.append(clause)
            if holds == true { break }
        }
        return kept
    }

    /// Whether a compilation condition holds on a platform: nil when it depends on something else (`DEBUG`, `canImport`).
    static func holds(_ condition: ExprSyntax, on platform: String) -> Bool? {
        if let name = osName(condition) { return name == platform }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holds(prefix.expression, on: platform).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression, on: platform)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine(symbol, holds(infix.leftOperand, on: platform), holds(infix.rightOperand, on: platform))
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            for symbol in ["||", "&&"] {
                guard let split = elements.indices.last(where: { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == symbol }) else { continue }
                return combine(symbol, sequenceHolds(Array(elements[..<split]), on: platform),
                               sequenceHolds(Array(elements[(split + 1)...]), on: platform))
            }
        }
        return nil
    }

    private static func sequenceHolds(_ elements: [ExprSyntax], on platform: String) -> Bool? {
        guard elements.count != 1 else { return holds(elements[0], on: platform) }
        for symbol in ["||", "&&"] {
            guard let split = elements.indices.last(where: { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == symbol }) else { continue }
            return combine(symbol, sequenceHolds(Array(elements[..<split]), on: platform), sequenceHolds(Array(elements[(split + 1)...]), on: platform))
        }
        return nil
    }

    private static func combine(_ symbol: String, _ left: Bool?, _ right: Bool?) -> Bool? {
        switch symbol {
        case "||": if left == true || right == true { return true }; if left == false && right == false { return false }; return nil
        case "&&": if left == false || right == false { return false }; if left == true && right == true { return true }; return nil
        default: return nil
        }
    }

    /// `os(X)`: X.
    private static func osName(_ condition: ExprSyntax) -> String? {
        guard let call = condition.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
              call.arguments.count == 1 else { return nil }
        return call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
