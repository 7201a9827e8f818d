import SwiftSyntax

/// What view code shows (``LabelContent``), worked out once per closure.
extension ViewWalker {
    mutating func content(ofItems items: [CodeBlockItemSyntax.Item], scope: ViewScope) -> LabelContent {
        let scope = scope.binding(items)
        return LabelContent.all(items.compactMap(ViewStatements.expression).map { content(of: $0, scope: scope) })
    }

    mutating func content(ofClosure closure: ClosureExprSyntax, scope: ViewScope) -> LabelContent {
        if let known = contentMemo[closure.id] { return known }
        let content = self.content(ofItems: ViewStatements.items(closure.statements), scope: scope.entering(closure))
        contentMemo[closure.id] = content
        return content
    }

    mutating func content(of expression: ExprSyntax, scope: ViewScope) -> LabelContent {
        if let branches = Self.branches(of: expression) {
            return LabelContent.any(branches.map { branch in
                switch branch {
                case let .items(items): content(ofItems: items, scope: scope)
                case let .expression(inner): content(of: inner, scope: scope)
                }
            })
        }
        let chain = ViewChain(expression)
        let facts = AccessibilityFacts(chain.modifiers)
        if facts.hides { return .nothing }
        if facts.label != nil { return .text }
        var parts = [content(ofRoot: chain.root, scope: scope)]
        // A mask's content is never drawn: it is no part of what a label shows.
        for modifier in chain.modifiers where Names.decorativeContainers.contains(modifier.calleeName ?? "") && modifier.calleeName != Names.mask {
            for closure in modifier.closures { parts.append(content(ofClosure: closure, scope: scope)) }
            for argument in modifier.arguments where !argument.expression.is(ClosureExprSyntax.self) {
                parts.append(content(of: argument.expression, scope: scope))
            }
        }
        return LabelContent.all(parts)
    }

    private mutating func content(ofRoot root: ExprSyntax, scope: ViewScope) -> LabelContent {
        switch scope.classify(root) {
        case let .image(call):
            if call.labels.first == Names.decorativeLabel { return .nothing }
            return call.labels.contains(Names.imageLabelArgument) ? .text : .image
        case .asyncImage:
            return .image
        case .text:
            return .text
        case let .label(call):
            if let title = call.argument(labeled: "title")?.as(ClosureExprSyntax.self) { return content(ofClosure: title, scope: scope) }
            if call.argument(labeled: "icon") != nil, let title = call.trailingClosure { return content(ofClosure: title, scope: scope) }
            if let first = call.arguments.first, first.label == nil {
                if let string = first.expression.as(StringLiteralExprSyntax.self), string.segments.trimmedText.isEmpty { return .image }
                return .text
            }
            if let title = call.trailingClosure { return content(ofClosure: title, scope: scope) }
            return .image
        case let .control(call):
            if LabelChains.hasTitleArgument(call) == true { return .text }
            return LabelChains.labelClosure(of: call).map { content(ofClosure: $0, scope: scope) } ?? .nothing
        case let .picker(call):
            return LabelChains.hasTitleArgument(call) == true ? .text : .nothing
        case .local:
            guard let value = Self.localView(root, scope: scope), readingLocals.insert(value.id).inserted else { return .nothing }
            defer { readingLocals.remove(value.id) }
            if let call = value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                return content(ofClosure: closure, scope: scope)
            }
            return content(of: value, scope: scope)
        case .silent, .other:
            return .nothing
        case let .container(call):
            // `AnyView(mark)`: the view it erases is its content.
            let erased = call.calleeName == Names.anyView ? call.arguments.filter { $0.label == nil }.map { content(of: $0.expression, scope: scope) } : []
            return LabelContent.all(call.closures.map { content(ofClosure: $0, scope: scope) } + erased)
        case let .component(call, reference):
            return LabelContent.all([.view(reference)] + call.closures.map { content(ofClosure: $0, scope: scope) })
        case let .reference(reference, _):
            return .view(reference)
        }
    }
}
