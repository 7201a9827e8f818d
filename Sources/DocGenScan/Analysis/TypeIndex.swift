import SwiftSyntax

/// Per type and state name, found on demand by scanning the type's source range for the name: where the
/// state is assigned (`x = …`, `x += …`, `x.toggle()`) and which effect modifiers read it (`.offset(y: x)` → move).
final class TypeIndex {
    /// How a state name is used inside one type.
    struct Uses {
        var assignments: [Syntax] = []
        var effects: Set<MotionTrait> = []
    }

    private let text: String
    private let tree: SourceFileSyntax
    private var uses: [SyntaxIdentifier: [String: Uses]] = [:]

    init(text: String, tree: SourceFileSyntax) {
        self.text = text
        self.tree = tree
    }

    /// Assignments of `name` inside `type`.
    func assignments(to name: String, in type: Syntax) -> [Syntax] { uses(of: name, in: type).assignments }

    /// Traits of the effect modifiers reading `name` inside `type`.
    func effects(of name: String, in type: Syntax) -> Set<MotionTrait> { uses(of: name, in: type).effects }

    private func uses(of name: String, in type: Syntax) -> Uses {
        if let cached = uses[type.id]?[name] { return cached }
        var found = Uses()
        let range = type.position.utf8Offset..<type.endPosition.utf8Offset
        for offset in IdentifierScanner(names: [name]).occurrences(in: text, range: range) {
            guard let token = identifier(at: offset, in: type),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let trait = Self.effect(reading: reference) { found.effects.insert(trait) }
            var expression = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                expression = ExprSyntax(member)
            }
            if let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
               member.declName.baseName.text == "toggle", let call = member.parent?.as(FunctionCallExprSyntax.self) {
                found.assignments.append(Syntax(call))
            } else if let list = expression.parent?.as(ExprListSyntax.self), list.first?.id == expression.id,
                      let sequence = list.parent?.as(SequenceExprSyntax.self), let second = list.dropFirst().first,
                      second.is(AssignmentExprSyntax.self)
                        || (ExprTree.operatorText(second).map { $0.hasSuffix("=") && $0 != "==" && $0 != "!=" } ?? false) {
                found.assignments.append(Syntax(sequence))
            }
        }
        uses[type.id, default: [:]][name] = found
        return found
    }

    /// The effect modifier (`.scaleEffect(x)`, `.offset(y: x ? 0 : 9)`) whose arguments hold `reference`.
    private static func effect(reading reference: DeclReferenceExprSyntax) -> MotionTrait? {
        var node = Syntax(reference)
        for _ in 0..<8 {
            guard let parent = node.parent else { return nil }
            if let list = parent.as(LabeledExprListSyntax.self), let call = list.parent?.as(FunctionCallExprSyntax.self) {
                guard call.isMemberCall, let name = call.calleeName else { return nil }
                return SiteTraits.effectModifiers[name]
            }
            node = parent
        }
        return nil
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
