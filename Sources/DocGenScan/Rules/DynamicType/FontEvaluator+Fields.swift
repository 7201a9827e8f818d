import SwiftSyntax

/// Sizes read through a value: a field of a constant, or a font's `pointSize`.
extension FontEvaluator {
    /// Whether a path reads `pointSize` of a font: a property whose name says font (`textFont`, `label.font`) or
    /// whose declared or inferred type is `UIFont`/`Font` (`let face = UIFont.systemFont(ofSize: 13)`).
    func isFontPointSize(_ symbol: SymbolReference) -> Bool {
        guard symbol.path.count > 1, symbol.path.last == "pointSize" else { return false }
        var owner = symbol
        owner.path.removeLast()
        if owner.path.last?.lowercased().contains("font") == true { return true }
        guard let declaration = index.resolve(owner), let type = index.details(of: declaration).typeName else { return false }
        return FontTermBuilder.builtinFontTypes.contains(type)
    }

    /// A field of a constant (`iconSize.width`, `Size.large.sizes.fontSize`): the size each value of the
    /// declaration the path before it names gives the field, with that declaration.
    func fieldTerm(_ symbol: SymbolReference) -> (FontTerm, Declaration)? {
        guard symbol.path.count > 1, let field = symbol.path.last else { return nil }
        var owner = symbol
        owner.path.removeLast()
        guard let declaration = index.resolve(owner) else { return nil }
        let term = fieldTerms.value(for: FieldKey(declaration: declaration, field: field)) {
            let builder = FontTermBuilder(scope: declaration.owner)
            let values = index.syntax(of: declaration).map { FontFields.values(of: field, in: $0, name: declaration.name) } ?? []
            return values.isEmpty ? FontTerm.opaque : values.count == 1 ? builder.size(values[0]) : .either(values.map { builder.size($0) })
        }
        return term == .opaque ? nil : (term, declaration)
    }
}
