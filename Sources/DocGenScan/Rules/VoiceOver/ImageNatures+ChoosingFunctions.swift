import SwiftSyntax

/// `Image(systemSymbol: symbol(for: entry.level))`: a picture (or its colour) chosen by a function of the same type that
/// returns different values by what it is given (`switch level { case .info: .circleFill … }`) shows that state, as a
/// ternary or a computed property would.
extension ImageNatures {
    /// What a call of a function of the type around `node` in this file that returns two or more different values (or a
    /// ternary's) tests: its arguments (`entry.level`), so that a text chosen from the same value
    /// (`Text(title(for: entry.level))`) says it; nil for any other expression.
    func choosingCall(_ expression: ExprSyntax, around node: FunctionCallExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName, !call.arguments.isEmpty,
              call.memberBase == nil || call.memberBase?.trimmedText == "self" else { return nil }
        let owner = file.ancestry.typePath(of: Syntax(node))
        let chooses = file.declarations.contains { declaration in
            guard declaration.kind == .function, declaration.owner == owner, declaration.name == name,
                  let function = file.identifier(at: declaration.nameOffset)?.parent?.as(FunctionDeclSyntax.self) else { return false }
            let values = DeclaredValues.returned(by: DeclSyntax(function), name: name)
            return Set(values.map(\.compactText)).count >= 2 || values.contains { Self.tested($0) != nil }
        }
        guard chooses else { return nil }
        return call.arguments.map { $0.expression.compactText.replacingOccurrences(of: "self.", with: "") }.joined(separator: ",")
    }
}
