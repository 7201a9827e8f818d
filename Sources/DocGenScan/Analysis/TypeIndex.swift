import SwiftSyntax

/// Per type, found on demand by scanning the type's source range for names: which state names drive
/// effect modifiers (`.offset(y: x)` → `x`: move), and where a state name is assigned.
final class TypeIndex {
    private let text: String
    private let tree: SourceFileSyntax
    private var effects: [SyntaxIdentifier: [String: Set<MotionTrait>]] = [:]
    private var assignments: [SyntaxIdentifier: [String: [Syntax]]] = [:]
    private static let effectScanner = IdentifierScanner(names: SiteTraits.effectModifiers.keys)

    init(text: String, tree: SourceFileSyntax) {
        self.text = text
        self.tree = tree
    }

    private func range(of type: Syntax) -> Range<Int> {
        type.position.utf8Offset..<type.endPosition.utf8Offset
    }

    /// State name → traits of the effect modifiers reading it inside `type`.
    func effects(of type: Syntax) -> [String: Set<MotionTrait>] {
        if let cached = effects[type.id] { return cached }
        var index: [String: Set<MotionTrait>] = [:]
        for offset in Self.effectScanner.occurrences(in: text, range: range(of: type)) {
            guard let token = identifier(at: offset, in: type), let trait = SiteTraits.effectModifiers[token.text],
                  let call = Hits.call(named: token), call.isMemberCall else { continue }
            for argumentToken in call.arguments.tokens(viewMode: .sourceAccurate) {
                if case let .identifier(used) = argumentToken.tokenKind { index[used, default: []].insert(trait) }
            }
        }
        effects[type.id] = index
        return index
    }

    /// `name = …`, `name += …`, `self.name = …` and `name.toggle()` inside `type`.
    func assignments(to name: String, in type: Syntax) -> [Syntax] {
        if let cached = assignments[type.id]?[name] { return cached }
        var found: [Syntax] = []
        for offset in IdentifierScanner(names: [name]).occurrences(in: text, range: range(of: type)) {
            guard let token = identifier(at: offset, in: type),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var expression = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                expression = ExprSyntax(member)
            }
            if let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
               member.declName.baseName.text == "toggle", let call = member.parent?.as(FunctionCallExprSyntax.self) {
                found.append(Syntax(call))
            } else if let list = expression.parent?.as(ExprListSyntax.self), list.first?.id == expression.id,
                      let sequence = list.parent?.as(SequenceExprSyntax.self), let second = list.dropFirst().first,
                      second.is(AssignmentExprSyntax.self) || (ExprTree.operatorText(second).map { $0.hasSuffix("=") && $0 != "==" && $0 != "!=" } ?? false) {
                found.append(Syntax(sequence))
            }
        }
        assignments[type.id, default: [:]][name] = found
        return found
    }

    /// The identifier token starting at a byte offset, if the offset is code (not a comment or string).
    func identifier(at offset: Int, in node: Syntax? = nil) -> TokenSyntax? {
        guard let token = (node ?? Syntax(tree)).token(at: AbsolutePosition(utf8Offset: offset)),
              token.positionAfterSkippingLeadingTrivia.utf8Offset == offset else { return nil }
        switch token.tokenKind {
        case .identifier, .keyword: return token
        default: return nil
        }
    }
}

/// Climbing from a name token to the syntax around it.
enum Hits {
    /// The call whose callee is named by `token` (`f(…)`, `x.f(…)`, `.f(…)`, `F<T>(…)`).
    static func call(named token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id else { return nil }
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
