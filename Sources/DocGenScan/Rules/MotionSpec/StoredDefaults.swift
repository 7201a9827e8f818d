import SwiftSyntax

/// Whether a stored property's default (`var duration: TimeInterval = 3.0` in a configuration struct) is what every
/// value of its type holds: nothing in its type assigns it (an initializer, a mutating method), no construction of
/// the type passes it (`EmitterConfig(duration: 5)`), and no code around a construction sets it
/// (`var config = EmitterConfig(); config.duration = 5`). Read once per property.
final class StoredDefaults: @unchecked Sendable {
    private let memo = ConcurrentMemo<Declaration, Bool>()

    /// Whether `property`'s default may be replaced somewhere (true when its declaration cannot be read).
    func isOverridden(_ property: Declaration, index: DefinitionIndex) -> Bool {
        memo.value(for: property) { Self.overridden(property, index: index) }
    }

    private static func overridden(_ property: Declaration, index: DefinitionIndex) -> Bool {
        guard let variable = index.syntax(of: property)?.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name }),
              binding.initializer != nil else { return true }
        // A `let` with a value is never set again, not even by the memberwise initializer.
        if variable.bindingSpecifier.tokenKind == .keyword(.let) { return false }
        let name = property.name
        guard let type = index.typeDeclaration(property.owner), let typeSyntax = index.syntax(of: type) else { return true }
        if assigns(name, in: Syntax(typeSyntax), memberOnly: false) { return true }
        let typeName = property.owner.split(separator: ".").last.map(String.init) ?? property.owner
        for (around, offset) in index.calls(of: typeName) {
            guard let syntax = index.syntax(of: around) else { return true }
            if let call = syntax.token(at: AbsolutePosition(utf8Offset: offset))?.namedCall, call.labels.contains(name) { return true }
            if assigns(name, in: Syntax(syntax), memberOnly: true) { return true }
        }
        return false
    }

    /// Whether `node` assigns `name` (`name = …`, `self.name += …`; with `memberOnly`, only `value.name = …`).
    private static func assigns(_ name: String, in node: Syntax, memberOnly: Bool) -> Bool {
        var previous: TokenSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            guard let target = previous, target.tokenKind == .identifier(name), target.parent?.is(IdentifierPatternSyntax.self) != true else { continue }
            let isMember = target.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
            if memberOnly, !isMember { continue }
            if token.tokenKind == .equal { return true }
            if case let .binaryOperator(op) = token.tokenKind, op.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(op) { return true }
        }
        return false
    }
}
