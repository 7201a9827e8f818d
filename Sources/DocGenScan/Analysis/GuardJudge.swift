import SwiftSyntax

/// Judges whether a site runs under Reduce Motion, and why not.
struct GuardJudge {
    let context: ScanContext
    var reads: ReduceMotionReads { context.reads }
    /// Finds state assignments in the judged file's types.
    let typeIndex: TypeIndex?
    /// Paths seen in conditions that were not Reduce Motion reads when judged; if a later-known read names
    /// one of them, the file is judged again.
    let unresolved = UnresolvedPaths()

    init(context: ScanContext, typeIndex: TypeIndex? = nil) {
        self.context = context
        self.typeIndex = typeIndex
    }

    /// What a condition implies about Reduce Motion, remembering its unresolved paths.
    func conditionFacts(_ tree: ExprTree) -> ConditionFacts {
        let facts = reads.facts(tree)
        if !facts.isInformative { unresolved.record(tree) }
        return facts
    }

    /// What an `if`/`guard` condition list implies, remembering its unresolved paths.
    func conditionFacts(_ conditions: ConditionElementListSyntax) -> ConditionFacts {
        let facts = reads.facts(conditions)
        if !facts.isInformative {
            for element in conditions {
                if case let .expression(expression) = element.condition { unresolved.record(ExprTree(expression)) }
            }
        }
        return facts
    }

    // MARK: arguments

    /// A guard written in the call's own arguments: a conditional, a safe token, an `isActive:` flag.
    func argumentGuard(_ call: FunctionCallExprSyntax) -> GuardReason? {
        for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            if let reason = expressionGuard(argument.expression, followLocals: true) { return reason }
            if argument.label?.text == "isActive", conditionFacts(ExprTree(argument.expression)).whenTrue == false {
                return .activeFlag
            }
        }
        return nil
    }

    /// A conditional or token inside `expression` that removes the motion under Reduce Motion.
    func expressionGuard(_ expression: ExprSyntax, followLocals: Bool) -> GuardReason? {
        if isGuardedConditional(ExprTree(expression)) { return .ternary }
        for node in expression.tokens(viewMode: .sourceAccurate) {
            if node.tokenKind == .infixQuestionMark, let sequence = node.parent?.parent?.parent?.as(SequenceExprSyntax.self),
               isGuardedConditional(ExprTree(elements: Array(sequence.elements))) {
                return .ternary
            }
            if case let .identifier(name) = node.tokenKind, let candidates = context.tokens[name],
               let token = candidates.first(where: { matches($0, at: node) }) {
                return .nilToken(token.name)
            }
            if case let .identifier(name) = node.tokenKind, context.configuredNames.contains(name) {
                return .nilToken(name)
            }
        }
        if followLocals, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let value = Self.localValue(named: name, before: Syntax(expression)) {
            return expressionGuard(value, followLocals: false)
        }
        return nil
    }

    /// A ternary or `if` expression whose Reduce Motion branch yields no motion.
    func isGuardedConditional(_ tree: ExprTree) -> Bool {
        switch tree {
        case let .ternary(condition, then, otherwise):
            let facts = conditionFacts(condition)
            if facts.whenTrue == true { return isSafeValue(then) }
            if facts.whenFalse == true { return isSafeValue(otherwise) }
            return false
        case let .ifExpression(ifExpr):
            let facts = conditionFacts(ifExpr.conditions)
            if facts.whenTrue == true { return lastExpression(of: ifExpr.body).map { isSafeValue(ExprTree($0)) } ?? false }
            if facts.whenFalse == true, case let .codeBlock(block)? = ifExpr.elseBody {
                return lastExpression(of: block).map { isSafeValue(ExprTree($0)) } ?? false
            }
            return false
        default:
            return false
        }
    }

    /// `nil`, `.none`, `.identity`, `0`, `false`, `.zero`, or an opacity- or colour-only value.
    func isSafeValue(_ tree: ExprTree) -> Bool {
        guard case let .leaf(expression) = tree else { return isGuardedConditional(tree) }
        if expression.isNilLike || expression.is(BooleanLiteralExprSyntax.self) { return true }
        if let number = expression.as(IntegerLiteralExprSyntax.self) { return Int(number.literal.text) == 0 }
        if let number = expression.as(FloatLiteralExprSyntax.self) { return Double(number.literal.text) == 0 }
        if let member = expression.as(MemberAccessExprSyntax.self), ["identity", "zero"].contains(member.declName.baseName.text) {
            return true
        }
        let traits = MotionAnalyzer.traits(in: expression)
        return !traits.isEmpty && traits.isSubset(of: [.opacity, .color])
    }

    func lastExpression(of block: CodeBlockSyntax) -> ExprSyntax? {
        guard let last = block.statements.last?.item else { return nil }
        if let expression = last.as(ExprSyntax.self) { return expression }
        if let statement = last.as(ExpressionStmtSyntax.self) { return statement.expression }
        if let returned = last.as(ReturnStmtSyntax.self) { return returned.expression }
        return nil
    }

    /// Whether an identifier token names `token` where it stands (by owner, or `.name` on animation types).
    private func matches(_ token: ResolvedToken, at node: TokenSyntax) -> Bool {
        guard let reference = node.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        var used = ExprSyntax(reference)
        var base: ExprSyntax?
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            used = ExprSyntax(member)
            base = member.base
        }
        let ownerMatches: Bool
        if let base {
            let text = base.compactText
            ownerMatches = (token.owner.map { text == $0 || text.hasSuffix("." + $0) } ?? false)
                || (token.extendsAnimationType && ["Animation", "AnyTransition", "SwiftUI.Animation", "Optional"].contains(text))
                || (text == "self" && token.owner == Enclosing.innermostType(of: Syntax(node)))
        } else if used.is(MemberAccessExprSyntax.self) {
            ownerMatches = token.extendsAnimationType
        } else {
            ownerMatches = token.owner == Enclosing.innermostType(of: Syntax(node)) || token.owner == nil
        }
        guard ownerMatches else { return false }
        guard !token.flagParameters.isEmpty else { return true }
        guard let call = used.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == used.id else { return false }
        let arguments = Array(call.arguments)
        return token.flagParameters.allSatisfy { flag in
            let argument = flag.label.map { label in arguments.first { $0.label?.text == label } }
                ?? (flag.index < arguments.count ? arguments[flag.index] : nil)
            guard let expression = argument?.expression else { return false }
            return conditionFacts(ExprTree(expression)).whenTrue == flag.polarity
        }
    }

    /// The initial value of a local `let`/`var` declared before `node` in an enclosing body.
    static func localValue(named name: String, before node: Syntax) -> ExprSyntax? {
        var current = node
        while let parent = current.parent, !DeclarationBoundary.isBoundary(parent) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.position >= current.position { break }
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            current = parent
        }
        return nil
    }
}

/// Condition paths that were not known Reduce Motion reads when a file was judged.
final class UnresolvedPaths {
    private(set) var paths: Set<String> = []

    func record(_ tree: ExprTree) {
        switch tree {
        case let .leaf(expression):
            if let path = expression.simplePath { paths.insert(path) }
        case let .not(inner):
            record(inner)
        case let .binary(_, lhs, rhs):
            record(lhs)
            record(rhs)
        case .ternary, .ifExpression, .unknown:
            break
        }
    }
}
