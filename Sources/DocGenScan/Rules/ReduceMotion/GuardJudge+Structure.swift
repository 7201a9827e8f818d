import SwiftSyntax

extension GuardJudge {
    /// A guard around `node` in its declaration: an enclosing `if`, an `else` branch, a ternary branch,
    /// or an earlier early exit on Reduce Motion.
    /// Remembered for every node climbed through (a chain of N modifiers would otherwise cost N × N).
    func structuralGuard(_ node: Syntax) -> ReduceMotionReason? {
        ancestry.climb(from: node, memo: cache.structuralGuards, top: nil) { parent, child in
            if DeclarationBoundary.isBoundary(parent) { return .some(nil) }
            return guardAt(parent, child: child).map { .some($0) }
        }
    }

    private func guardAt(_ parent: Syntax, child: Syntax) -> ReduceMotionReason? {
        if let ifExpr = parent.as(IfExprSyntax.self) {
            let facts = conditionFacts(ifExpr.conditions)
            if child.id == ifExpr.body.id, facts.whenTrue == false { return .enclosingIf }
            if let elseBody = ifExpr.elseBody, child.id == Syntax(elseBody).id, facts.whenFalse == false { return .elseBranch }
        } else if let guardStmt = parent.as(GuardStmtSyntax.self) {
            if child.id == guardStmt.body.id, conditionFacts(guardStmt.conditions).whenFalse == false { return .elseBranch }
        } else if let list = parent.as(CodeBlockItemListSyntax.self) {
            // The first statement of the list that exits under Reduce Motion, found once per list.
            let exit: Int
            if let known = cache.firstExit[list.id] {
                exit = known
            } else {
                exit = list.firstIndex { exitsUnderReduceMotion($0.item) }.map { list.distance(from: list.startIndex, to: $0) } ?? Int.max
                cache.firstExit[list.id] = exit
            }
            if exit != Int.max, let position = list.firstIndex(where: { $0.id == child.id }),
               list.distance(from: list.startIndex, to: position) > exit {
                return .guardReturn
            }
        } else if let list = parent.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
               let position = elements.firstIndex(where: { $0.id == child.id }) {
                let facts = conditionFacts(ExprTree(elements: Array(elements[..<index])))
                if position == index, facts.whenTrue == false { return .ternary }
                if position > index, facts.whenFalse == false { return .ternary }
            }
        }
        return nil
    }

    /// `guard !reduceMotion else { … }` or `if reduceMotion { …; return }`.
    private func exitsUnderReduceMotion(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if let guardStmt = item.as(GuardStmtSyntax.self) {
            return conditionFacts(guardStmt.conditions).whenTrue == false
        }
        let ifExpr = item.as(IfExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        guard let ifExpr, ifExpr.elseBody == nil, conditionFacts(ifExpr.conditions).whenTrue == true,
              let last = ifExpr.body.statements.last?.item else { return false }
        if last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self)
            || last.is(ContinueStmtSyntax.self) {
            return true
        }
        return false
    }

    /// For `.animation(_:value:)`-style sites: the value changes only where a guard keeps Reduce Motion off,
    /// so the continuous or moving animation is never started.
    func stateGuard(_ call: FunctionCallExprSyntax) -> ReduceMotionReason? {
        let observed = call.arguments.first { ["value", "trigger"].contains($0.label?.text ?? "") }?.expression
        guard let name = observed?.simplePath?.split(separator: ".").last.map(String.init),
              let type = ancestry.innermostTypeDeclaration(of: Syntax(call)) else { return nil }
        if let known = cache.stateGuards[type.id]?[name] { return known }
        let reason = assignmentsGuard(name, in: type)
        cache.stateGuards[type.id, default: [:]][name] = .some(reason)
        return reason
    }

    private func assignmentsGuard(_ name: String, in type: Syntax) -> ReduceMotionReason? {
        let assignments = stateEffects.assignments(to: name, in: type)
        guard !assignments.isEmpty else { return nil }
        var reasons: [ReduceMotionReason] = []
        for assignment in assignments {
            guard let reason = structuralGuard(assignment) else { return nil }
            reasons.append(reason)
        }
        return reasons.first
    }

    /// For Core Animation and property animators bound to a local: guarded where they are added or started.
    func activationGuard(_ call: FunctionCallExprSyntax) -> ReduceMotionReason? {
        guard let name = LocalBindings.boundName(of: call), let member = ancestry.memberDeclaration(of: Syntax(call)) else { return nil }
        let activations = ActivationFinder.activations(of: name, in: member)
        guard !activations.isEmpty else { return nil }
        var reasons: [ReduceMotionReason] = []
        for activation in activations {
            guard let reason = structuralGuard(activation) else { return nil }
            reasons.append(reason)
        }
        return reasons.first
    }
}

/// Finds `x.add(name, forKey:)` and `name.startAnimation()` inside a declaration.
final class ActivationFinder: SyntaxVisitor {
    private let name: String
    private var found: [Syntax] = []

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func activations(of name: String, in node: Syntax) -> [Syntax] {
        let finder = ActivationFinder(name: name)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calleeName == "add", node.firstUnlabeledArgument?.simplePath == name {
            found.append(Syntax(node))
        } else if node.calleeName == "startAnimation", node.memberBase?.simplePath == name {
            found.append(Syntax(node))
        }
        return .visitChildren
    }
}
