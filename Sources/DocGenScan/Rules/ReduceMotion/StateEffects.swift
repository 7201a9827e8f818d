import SwiftSyntax

/// Per type and state name, found on demand by scanning the type's source range for the name: where the
/// state is assigned (`x = …`, `x += …`, `x.toggle()`) and which effect modifiers read it
/// (`.offset(y: x)` → offset), directly or through a computed property of the same type
/// (`var barWidth: CGFloat { progress * 300 }` then `.frame(width: barWidth)` → size).
///
/// An effect is *neutralised* when every use holds it at rest under Reduce Motion: the state is read only in
/// the Reduce-Motion-off branch of a conditional whose other branch is a constant
/// (`.offset(y: reduceMotion ? 0 : offset)`, `.scaleEffect(reduceMotion ? 1 : scale)`).
final class StateEffects {
    /// How a state name is used inside one type.
    struct Uses {
        var assignments: [Syntax] = []
        /// Each effect the state drives, and whether every use of it is neutralised under Reduce Motion.
        var effects: [EffectTrait: Bool] = [:]

        mutating func add(_ effect: EffectTrait, neutralised: Bool) {
            effects[effect] = (effects[effect] ?? true) && neutralised
        }
    }

    private let file: ParsedFile
    private let reads: ReduceMotionReads
    private var uses: [SyntaxIdentifier: [String: Uses]] = [:]

    init(file: ParsedFile, reads: ReduceMotionReads) {
        self.file = file
        self.reads = reads
    }

    /// Assignments of `name` inside `type`.
    func assignments(to name: String, in type: Syntax) -> [Syntax] { uses(of: name, in: type, depth: 0).assignments }

    /// The effects reading `name` inside `type`, each with whether it is neutralised.
    func effects(of name: String, in type: Syntax) -> [EffectTrait: Bool] { uses(of: name, in: type, depth: 0).effects }

    private func uses(of name: String, in type: Syntax, depth: Int) -> Uses {
        if let cached = uses[type.id]?[name] { return cached }
        uses[type.id, default: [:]][name] = Uses()
        var found = Uses()
        let range = type.position.utf8Offset..<type.endPosition.utf8Offset
        for token in file.identifiers(named: [name], in: range) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let (effect, call) = Self.effect(reading: reference) {
                found.add(effect, neutralised: isNeutralised(Syntax(reference), within: Syntax(call.arguments)))
            } else if depth < 2, let (property, getter) = Self.computedProperty(around: reference), property != name {
                let inner = uses(of: property, in: type, depth: depth + 1)
                let neutralisedHere = isNeutralised(Syntax(reference), within: getter)
                for (effect, neutralised) in inner.effects { found.add(effect, neutralised: neutralised || neutralisedHere) }
            }
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
    private static func effect(reading reference: DeclReferenceExprSyntax) -> (EffectTrait, FunctionCallExprSyntax)? {
        var node = Syntax(reference)
        for _ in 0..<10 {
            guard let parent = node.parent else { return nil }
            if let list = parent.as(LabeledExprListSyntax.self), let call = list.parent?.as(FunctionCallExprSyntax.self) {
                guard let name = call.calleeName else { return nil }
                if let effect = MotionVocabulary.effectModifiers[name], call.isMemberCall || ViewContext.isInsideView(Syntax(call)) {
                    return (effect, call)
                }
                if name == "degrees" || name == "radians" || name == "init" || name == "CGSize" || name == "CGPoint" {
                    node = Syntax(call)
                    continue
                }
                return nil
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) { return nil }
            node = parent
        }
        return nil
    }

    /// The member computed property whose getter holds `reference`, with the getter.
    private static func computedProperty(around reference: DeclReferenceExprSyntax) -> (String, Syntax)? {
        var current = reference.parent
        while let syntax = current {
            if let binding = syntax.as(PatternBindingSyntax.self) {
                guard let accessors = binding.accessorBlock,
                      binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return (name, Syntax(accessors))
            }
            if DeclarationBoundary.isBoundary(syntax) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// Whether `node` is read only in the Reduce-Motion-off branch of a conditional (inside `limit`) whose
    /// Reduce-Motion-on branch is a constant.
    func isNeutralised(_ node: Syntax, within limit: Syntax) -> Bool {
        var child = node
        while let parent = child.parent, child.id != limit.id {
            if let ternary = parent.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == child.id,
               let list = ternary.parent?.as(ExprListSyntax.self) {
                let elements = Array(list)
                if let index = elements.firstIndex(where: { $0.id == ternary.id }) {
                    let facts = reads.facts(ExprTree(elements: Array(elements[..<index])))
                    if facts.whenTrue == false, Self.isConstant(Array(elements[(index + 1)...])) { return true }
                }
            } else if let list = parent.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
                let elements = Array(list)
                if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                   let position = elements.firstIndex(where: { $0.id == child.id }), position > index,
                   let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) {
                    let facts = reads.facts(ExprTree(elements: Array(elements[..<index])))
                    if facts.whenTrue == true, Self.isConstant([ternary.thenExpression]) { return true }
                }
            } else if let ifExpr = parent.as(IfExprSyntax.self) {
                let facts = reads.facts(ifExpr.conditions)
                if let elseBody = ifExpr.elseBody, child.id == Syntax(elseBody).id, facts.whenTrue == true,
                   let value = GuardJudge.lastExpression(of: ifExpr.body), Self.isConstant([value]) {
                    return true
                }
                if child.id == ifExpr.body.id, facts.whenFalse == true, case let .codeBlock(block)? = ifExpr.elseBody,
                   let value = GuardJudge.lastExpression(of: block), Self.isConstant([value]) {
                    return true
                }
            }
            child = parent
        }
        return false
    }

    /// Whether expressions read no value: only literals, type names and member names (`0`, `.zero`,
    /// `.degrees(0)`, `CGSize(width: 0, height: 0)`, `1`).
    static func isConstant(_ expressions: [ExprSyntax]) -> Bool {
        for expression in expressions {
            for token in expression.tokens(viewMode: .sourceAccurate) {
                guard case let .identifier(name) = token.tokenKind,
                      let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
                if reference.parent?.is(LabeledExprSyntax.self) == true, name.first?.isUppercase == true { continue }
                if name.first?.isUppercase == true { continue }
                return false
            }
        }
        return true
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
}
