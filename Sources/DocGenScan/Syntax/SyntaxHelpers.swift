import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The called name: `withAnimation`, `animation` in `view.animation(…)`, `CABasicAnimation`.
    var calleeName: String? { calleeToken?.text }

    /// The token naming the callee, where a site is reported.
    var calleeToken: TokenSyntax? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        if let specialized = calledExpression.as(GenericSpecializationExprSyntax.self),
           let reference = specialized.expression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        return nil
    }

    /// The base of a member call (`view` in `view.animation(…)`), `nil` for bare or implicit-member calls.
    var memberBase: ExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.base }

    /// Whether the call is written as a member of something (`x.f()` or `.f()`).
    var isMemberCall: Bool { calledExpression.is(MemberAccessExprSyntax.self) }

    /// Argument labels in order, `nil` for unlabeled arguments.
    var labels: [String?] { arguments.map { $0.label?.text } }

    /// The argument with this label.
    func argument(labeled label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The first argument when it has no label.
    var firstUnlabeledArgument: ExprSyntax? {
        guard let first = arguments.first, first.label == nil else { return nil }
        return first.expression
    }

    /// Every closure passed, in parentheses or trailing.
    var closures: [ClosureExprSyntax] {
        var result = arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailingClosure { result.append(trailingClosure) }
        result.append(contentsOf: additionalTrailingClosures.map(\.closure))
        return result
    }
}

extension ExprSyntax {
    /// Whether the expression is `nil` or `.none`.
    var isNilLike: Bool {
        if self.is(NilLiteralExprSyntax.self) { return true }
        if let member = self.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "none" {
            return true
        }
        return false
    }

    /// `a` or `self.a` or `x.y.z` written as a plain path (no calls), without whitespace; `nil` otherwise.
    var simplePath: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self), let base = member.base, base.simplePath != nil {
            return compactText
        }
        return nil
    }
}

/// Declarations that end the search for guards around a site.
enum DeclarationBoundary {
    static func isBoundary(_ node: Syntax) -> Bool {
        switch node.kind {
        case .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl,
             .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
            return true
        case .variableDecl:
            return node.parent?.is(MemberBlockItemSyntax.self) ?? false
        default:
            return false
        }
    }
}

extension TokenSyntax {
    /// The call whose callee this token names: `f` in `f(…)`, `x.f(…)`, `.f(…)` and `F<T>(…)`; nil otherwise.
    var namedCall: FunctionCallExprSyntax? {
        guard let reference = parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == id else { return nil }
        var callee = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            callee = Syntax(member)
        } else if let specialized = reference.parent?.as(GenericSpecializationExprSyntax.self) {
            callee = Syntax(specialized)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
        return call
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of a type.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let found = node.as(type) { return found }
            current = node.parent
        }
        return nil
    }

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

    /// `trimmedDescription` without the copy of the node swift-syntax makes for it: the source text less the first
    /// token's leading trivia and the last token's trailing trivia (a scan asks for thousands of these).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTrivia.sourceLength.utf8Length
        let end = bytes.count - trailingTrivia.sourceLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The source text with every whitespace and comment removed, used to compare paths like `self.reduceMotion`.
    var compactText: String {
        var text = ""
        for token in tokens(viewMode: .sourceAccurate) { text += token.text }
        return text
    }
}
