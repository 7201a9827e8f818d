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

/// Type names an `Animation?` or `AnyTransition` token is declared with.
enum AnimationTypes {
    static let names: Set<String> = [
        "Animation", "Animation?", "Optional<Animation>", "SwiftUI.Animation", "SwiftUI.Animation?",
        "AnyTransition", "AnyTransition?", "SwiftUI.AnyTransition",
    ]

    /// Whether `type` is an animation or transition type.
    static func contains(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return names.contains(type.compactText)
    }

    /// Whether `type` is a function type (possibly `@escaping`), as body closures are.
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        return false
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
