import SwiftSyntax

/// The values a stored property without an initializer is given by its type's initializers: `self.font = font`
/// in `init(font: Font = .system(size: 35))` gives the default, `self.font = .body` the value itself.
enum StoredValues {
    /// Every value the type's own initializers assign to the property, a parameter read as its default; nil when
    /// none is assigned, or one is a parameter without a default (the callers decide it).
    static func of(_ property: Declaration, in index: DefinitionIndex) -> [ExprSyntax]? {
        guard property.kind == .property, !property.isStatic, !property.isComputed,
              let type = index.typeDeclaration(property.owner), let group = index.syntax(of: type)?.asProtocol(DeclGroupSyntax.self)
        else { return nil }
        var values: [ExprSyntax] = []
        for member in group.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            let parameters = initializer.signature.parameterClause.parameters
            for item in body.statements {
                guard let value = assigned(property.name, in: item) else { continue }
                if let reference = value.as(DeclReferenceExprSyntax.self),
                   let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text }) {
                    guard let fallback = parameter.defaultValue?.value else { return nil }
                    values.append(fallback)
                } else {
                    values.append(value)
                }
            }
        }
        return values.isEmpty ? nil : values
    }

    /// The value of `self.name = value` or `name = value` written as a statement.
    private static func assigned(_ name: String, in item: CodeBlockItemSyntax) -> ExprSyntax? {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let sequence = expression?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = elements[0].trimmedText
        guard target == name || target == "self.\(name)" else { return nil }
        return elements[2]
    }
}
