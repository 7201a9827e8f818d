import SwiftSyntax

/// Walks a file's declarations only — types, their members, extensions, top-level properties and
/// functions — without entering function bodies, so it costs a small fraction of a full walk.
enum DeclarationCollector {
    static func collect(_ tree: SourceFileSyntax, file: Int, path: String, lines: LineTable) -> [Declaration] {
        var found: [Declaration] = []
        var walker = Walker(file: file, path: path, lines: lines)
        for item in tree.statements {
            if let decl = item.item.as(DeclSyntax.self) { walker.visit(decl, owner: "", into: &found) }
        }
        return found
    }

    private struct Walker {
        let file: Int
        let path: String
        let lines: LineTable

        mutating func visit(_ decl: DeclSyntax, owner: String, into found: inout [Declaration]) {
            if let type = decl.asProtocol(DeclGroupSyntax.self) {
                visitGroup(type, decl: decl, owner: owner, into: &found)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                visitVariable(variable, owner: owner, into: &found)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters.map { parameter in
                    Declaration.Parameter(label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                                          name: (parameter.secondName ?? parameter.firstName).text,
                                          typeName: TypeName.normalise(parameter.type))
                }
                found.append(make(.function, name: function.name, owner: owner, modifiers: function.modifiers,
                                  typeName: TypeName.normalise(function.signature.returnClause?.type),
                                  attributes: function.attributes, parameters: parameters, node: Syntax(function)))
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements {
                    found.append(make(.property, name: element.name, owner: owner, modifiers: cases.modifiers,
                                      typeName: owner.split(separator: ".").last.map(String.init),
                                      attributes: cases.attributes, parameters: [], node: Syntax(cases), isStatic: true))
                }
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    switch clause.elements {
                    case let .statements(items)?:
                        for item in items { if let inner = item.item.as(DeclSyntax.self) { visit(inner, owner: owner, into: &found) } }
                    case let .decls(members)?:
                        for member in members { visit(member.decl, owner: owner, into: &found) }
                    default: break
                    }
                }
            }
        }

        private mutating func visitGroup(_ group: some DeclGroupSyntax, decl: DeclSyntax, owner: String, into found: inout [Declaration]) {
            let inherited = group.inheritanceClause?.inheritedTypes.map { TypeName.normalise($0.type.compactText) } ?? []
            let path: String
            if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                path = TypeName.normalise(extensionDecl.extendedType.compactText)
                if !inherited.isEmpty, let token = extensionDecl.extendedType.lastToken(viewMode: .sourceAccurate) {
                    var conformance = make(.extension, name: token, owner: "", modifiers: group.modifiers, typeName: path,
                                           attributes: group.attributes, parameters: [], node: Syntax(decl))
                    conformance.name = path
                    conformance.inherited = inherited
                    found.append(conformance)
                }
            } else if let name = Enclosing.typeName(Syntax(decl)) {
                path = owner.isEmpty ? name : "\(owner).\(name)"
                if let token = Self.nameToken(decl) {
                    var type = make(.type, name: token, owner: owner, modifiers: group.modifiers, typeName: path,
                                    attributes: group.attributes, parameters: [], node: Syntax(decl))
                    type.inherited = inherited
                    found.append(type)
                }
            } else {
                return
            }
            for member in group.memberBlock.members { visit(member.decl, owner: path, into: &found) }
        }

        private mutating func visitVariable(_ variable: VariableDeclSyntax, owner: String, into found: inout [Declaration]) {
            var pendingType: String?
            for binding in variable.bindings.reversed() {
                if let annotation = binding.typeAnnotation { pendingType = TypeName.normalise(annotation.type) }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                let typeName = binding.typeAnnotation.map { TypeName.normalise($0.type) }
                    ?? binding.initializer.flatMap { TypeName.inferred(from: $0.value) } ?? pendingType
                var property = make(.property, name: name, owner: owner, modifiers: variable.modifiers, typeName: typeName,
                                    attributes: variable.attributes, parameters: [], node: Syntax(variable))
                property.isComputed = binding.accessorBlock != nil
                found.append(property)
            }
        }

        private func make(_ kind: Declaration.Kind, name: TokenSyntax, owner: String, modifiers: DeclModifierListSyntax,
                          typeName: String?, attributes: AttributeListSyntax, parameters: [Declaration.Parameter],
                          node: Syntax, isStatic: Bool = false) -> Declaration {
            let location = lines.location(of: name.positionAfterSkippingLeadingTrivia)
            let attributeNames = attributes.compactMap { $0.as(AttributeSyntax.self)?.compactText.dropFirst() }.map(String.init)
            let isStatic = isStatic || modifiers.contains { ["static", "class"].contains($0.name.text) }
            return Declaration(kind: kind, name: name.text, owner: owner, isStatic: isStatic, typeName: typeName,
                               attributes: attributeNames, inherited: [], parameters: parameters, file: file, path: path,
                               line: location.line, column: location.column,
                               range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        }

        private static func nameToken(_ decl: DeclSyntax) -> TokenSyntax? {
            if let decl = decl.as(StructDeclSyntax.self) { return decl.name }
            if let decl = decl.as(ClassDeclSyntax.self) { return decl.name }
            if let decl = decl.as(EnumDeclSyntax.self) { return decl.name }
            if let decl = decl.as(ActorDeclSyntax.self) { return decl.name }
            if let decl = decl.as(ProtocolDeclSyntax.self) { return decl.name }
            return nil
        }
    }
}
