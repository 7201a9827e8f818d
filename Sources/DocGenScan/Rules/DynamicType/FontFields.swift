import SwiftSyntax

/// A field read from a constant value: `iconSize.width` of `let iconSize = CGSize(width: 28, height: 28)` (or
/// `.init(width:height:)`, a struct's memberwise init), `sizes.fontSize` of a property returning
/// `(width: 32, fontSize: 10)`, or `(32, 10)` typed `(width: CGFloat, fontSize: CGFloat)`.
enum FontFields {
    /// The expressions a declaration's values give for `field`; empty when one of the values is not built in a
    /// way that shows it (then the field stays unresolved rather than judged on some of its values).
    static func values(of field: String, in syntax: DeclSyntax, name: String) -> [ExprSyntax] {
        let labels = tupleLabels(of: syntax, name: name)
        var found: [ExprSyntax] = []
        let values = FontEvaluator.values(of: syntax, name: name)
        for value in values where !collect(field, in: value, labels: labels, into: &found, depth: 0) { return [] }
        return found
    }

    private static func collect(_ field: String, in value: ExprSyntax, labels: [String?], into found: inout [ExprSyntax], depth: Int) -> Bool {
        guard depth < 8 else { return false }
        if let tuple = value.as(TupleExprSyntax.self) {
            let elements = Array(tuple.elements)
            if elements.count == 1, elements[0].label == nil {
                return collect(field, in: elements[0].expression, labels: labels, into: &found, depth: depth + 1)
            }
            if let labelled = elements.first(where: { $0.label?.text == field }) {
                found.append(labelled.expression)
                return true
            }
            guard elements.allSatisfy({ $0.label == nil }), labels.count == elements.count,
                  let position = labels.firstIndex(of: field) else { return false }
            found.append(elements[position].expression)
            return true
        }
        if let call = value.as(FunctionCallExprSyntax.self), isInitializer(call), let argument = call.argument(labeled: field) {
            found.append(argument)
            return true
        }
        if let ternary = value.as(TernaryExprSyntax.self) {
            return collect(field, in: ternary.thenExpression, labels: labels, into: &found, depth: depth + 1)
                && collect(field, in: ternary.elseExpression, labels: labels, into: &found, depth: depth + 1)
        }
        if let sequence = value.as(SequenceExprSyntax.self) {
            // `condition ? a : b` as the parser leaves it in a declaration read on its own.
            let elements = Array(sequence.elements)
            guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index + 2 == elements.count,
                  let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return false }
            return collect(field, in: ternary.thenExpression, labels: labels, into: &found, depth: depth + 1)
                && collect(field, in: elements[index + 1], labels: labels, into: &found, depth: depth + 1)
        }
        return false
    }

    /// Whether a call makes a value of a type (`CGSize(…)`, `.init(…)`, `Metrics.init(…)`), whose labelled
    /// arguments are its fields, rather than a function whose arguments are anything.
    private static func isInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.`init`)
    }

    /// The element labels of a property's or function's tuple type, in order.
    private static func tupleLabels(of syntax: DeclSyntax, name: String) -> [String?] {
        var type: TypeSyntax?
        if let variable = syntax.as(VariableDeclSyntax.self) {
            type = variable.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }?.typeAnnotation?.type
        } else if let function = syntax.as(FunctionDeclSyntax.self) {
            type = function.signature.returnClause?.type
        }
        guard let tuple = type?.as(TupleTypeSyntax.self) else { return [] }
        return tuple.elements.map { $0.firstName?.text }
    }
}
