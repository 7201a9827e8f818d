import SwiftSyntax

/// The value a closure's parameter stands for when the closure is given the elements of a collection: `metric` in
/// `ForEach(metrics) { metric in … }`, `List(rows) { row in … }`, `items.map { item in … }`. Knowing the collection, a
/// rule can read `metric.color` through the collection's element type instead of giving up on a closure parameter.
enum IteratedElements {
    /// Views that hand their content closure one element at a time.
    static let views: Set<String> = ["ForEach", "List", "Table", "OutlineGroup"]
    /// Collection methods that call their closure with one element at a time.
    static let methods: Set<String> = ["map", "compactMap", "flatMap", "forEach", "filter", "first", "contains", "sorted"]

    /// The collection expression whose elements `name` stands for, when `name` is the only parameter of the nearest
    /// closure around `node` that declares it and that closure is the content of one of ``views`` or the argument of one
    /// of ``methods``; nil otherwise (a local, another closure's parameter, `$0`, an index or a tuple of them).
    static func collection(of name: String, around node: Syntax) -> ExprSyntax? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self), let clause = closure.signature?.parameterClause {
                let names: [String] = switch clause {
                case let .simpleInput(list): list.map(\.name.text)
                case let .parameterClause(list): list.parameters.map { ($0.secondName ?? $0.firstName).text }
                }
                guard names.contains(name) else {
                    current = syntax.parent
                    continue
                }
                return names.count == 1 ? collection(handedTo: closure) : nil
            }
            if DeclarationBoundary.isBoundary(syntax) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// The call `closure` is given to, as its trailing closure or one of its arguments; nil for a closure stored,
    /// returned or called in place.
    static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var owner = closure.parent
        while let node = owner, !node.is(FunctionCallExprSyntax.self) {
            guard node.is(LabeledExprSyntax.self) || node.is(LabeledExprListSyntax.self) || node.is(MultipleTrailingClosureElementSyntax.self)
                    || node.is(MultipleTrailingClosureElementListSyntax.self) else { return nil }
            owner = node.parent
        }
        return owner?.as(FunctionCallExprSyntax.self)
    }

    /// The collection a call hands `closure`'s elements from.
    private static func collection(handedTo closure: ClosureExprSyntax) -> ExprSyntax? {
        guard let call = call(taking: closure), let callee = call.calleeName else { return nil }
        if views.contains(callee), !call.isMemberCall {
            // `ForEach(metrics)`, `ForEach(metrics, id: \.self)`; not `ForEach(0..<n)` nor `ForEach(rows.indices)`.
            guard let first = call.arguments.first, first.label == nil || first.label?.text == "data",
                  first.expression.as(SequenceExprSyntax.self) == nil else { return nil }
            return first.expression
        }
        if methods.contains(callee), let base = call.memberBase { return base }
        return nil
    }
}
