import SwiftSyntax

/// An assignment as the parser leaves it before operators are folded: a flat sequence whose first element is the
/// target, then `=` (or a compound operator such as `+=`), then the value's elements (`a = flag ? x : y` stays one
/// unfolded sequence). The one place the rules ask "is this name set, and to what?".
struct Assignment {
    /// What is assigned: `label.textColor`, `self.ink`, or a bare `ink`.
    let target: ExprSyntax
    /// Every element after the operator.
    let values: [ExprSyntax]

    /// The receiver written before the assigned name (`label` in `label.textColor = …`); nil for a bare name.
    var receiver: ExprSyntax? { target.as(MemberAccessExprSyntax.self)?.base }

    /// The assignment whose target is `target` (the first element of its sequence); with `compound`, `+=`, `-=`, `|=`
    /// and the like count too. Nil when `target` is read, compared, or assigned nothing.
    init?(target: ExprSyntax, compound: Bool = false) {
        guard let list = target.parent?.as(ExprListSyntax.self), list.first?.id == target.id,
              let written = list.dropFirst().first else { return nil }
        let values = Array(list.dropFirst(2))
        guard !values.isEmpty, written.is(AssignmentExprSyntax.self) || (compound && Self.isCompound(written)) else { return nil }
        self.target = target
        self.values = values
    }

    /// The assignment that sets the name `token`, written bare (`ink = …`) or after a receiver (`R.ink = …`,
    /// `self.ink = …`). A name that is itself a receiver (`ink` in `ink.alpha = …`) sets nothing.
    init?(setting token: TokenSyntax, compound: Bool = false) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            self.init(target: ExprSyntax(member), compound: compound)
        } else {
            self.init(target: ExprSyntax(reference), compound: compound)
        }
    }

    /// The first value element: the whole value of a plain assignment (`x = y`).
    var value: ExprSyntax { values[0] }

    /// `+=`, `-=`, `|=`, `<<=`…: an operator ending in `=` that is not a comparison.
    private static func isCompound(_ element: ExprSyntax) -> Bool {
        guard let written = ExprTree.operatorText(element) else { return false }
        return written.count >= 2 && written.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(written)
    }
}
