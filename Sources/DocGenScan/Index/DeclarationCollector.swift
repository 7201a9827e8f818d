import SwiftSyntax

/// Walks a file's declarations only — types, their members, extensions, top-level properties and
/// functions — without entering function bodies, recording little more than names, owners and ranges, so
/// it costs a small fraction of a full walk.
enum DeclarationCollector {
    static func collect(_ tree: SourceFileSyntax, file: Int, path: String) -> [Declaration] {
        var found: [Declaration] = []
        let walker = Walker(file: file, path: path)
        for item in tree.statements {
            if let decl = item.item.as(DeclSyntax.self) { walker.visit(decl, owner: "", into: &found) }
        }
        return found
    }

    private struct Walker {
        let file: Int
        let path: String

        func visit(_ decl: DeclSyntax, owner: String, into found: inout [Declaration]) {
            switch decl.kind {
            case .variableDecl:
                guard let variable = decl.as(VariableDeclSyntax.self) else { return }
                let isStatic = Self.isStatic(variable.modifiers)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                    var property = make(.property, name: name, owner: owner, isStatic: isStatic, node: Syntax(variable))
                    property.isComputed = binding.accessorBlock != nil
                    if variable.bindings.count == 1, let accessors = binding.accessorBlock { property.headerEnd = accessors.position.utf8Offset }
                    property.isView = Self.isView(binding.typeAnnotation?.type)
                    found.append(property)
                }
            case .functionDecl:
                guard let function = decl.as(FunctionDeclSyntax.self) else { return }
                var declaration = make(.function, name: function.name, owner: owner, isStatic: Self.isStatic(function.modifiers),
                                       node: Syntax(function))
                declaration.isView = Self.isView(function.signature.returnClause?.type)
                declaration.headerEnd = function.body?.position.utf8Offset
                found.append(declaration)
            case .initializerDecl:
                guard let initializer = decl.as(InitializerDeclSyntax.self) else { return }
                var declaration = make(.initializer, name: initializer.initKeyword, owner: owner, isStatic: false, node: Syntax(initializer))
                declaration.headerEnd = initializer.body?.position.utf8Offset
                found.append(declaration)
            case .enumCaseDecl:
                guard let cases = decl.as(EnumCaseDeclSyntax.self) else { return }
                for element in cases.elements {
                    found.append(make(.property, name: element.name, owner: owner, isStatic: true, node: Syntax(cases)))
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
                visitGroup(group, decl: decl, owner: owner, into: &found)
            case .ifConfigDecl:
                guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return }
                for clause in ifConfig.clauses {
                    switch clause.elements {
                    case let .statements(items)?:
                        for item in items { if let inner = item.item.as(DeclSyntax.self) { visit(inner, owner: owner, into: &found) } }
                    case let .decls(members)?:
                        for member in members { visit(member.decl, owner: owner, into: &found) }
                    default: break
                    }
                }
            default:
                return
            }
        }

        private func visitGroup(_ group: some DeclGroupSyntax, decl: DeclSyntax, owner: String, into found: inout [Declaration]) {
            let inherited = group.inheritanceClause?.inheritedTypes.map { TypeName.normalise($0.type.compactText) } ?? []
            let path: String
            if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                path = TypeName.normalise(extensionDecl.extendedType.compactText)
                if !inherited.isEmpty, let token = extensionDecl.extendedType.lastToken(viewMode: .sourceAccurate) {
                    var conformance = make(.extension, name: token, owner: "", isStatic: false, node: Syntax(decl))
                    conformance.name = path
                    conformance.inherited = inherited
                    found.append(conformance)
                }
            } else if let token = Self.nameToken(decl) {
                path = owner.isEmpty ? token.text : "\(owner).\(token.text)"
                var type = make(.type, name: token, owner: owner, isStatic: false, node: Syntax(decl))
                type.inherited = inherited
                found.append(type)
            } else {
                return
            }
            for member in group.memberBlock.members { visit(member.decl, owner: path, into: &found) }
        }

        private func make(_ kind: Declaration.Kind, name: TokenSyntax, owner: String, isStatic: Bool, node: Syntax) -> Declaration {
            Declaration(kind: kind, name: name.unescapedText, owner: owner, isStatic: isStatic, file: file, path: path,
                        range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                        nameOffset: name.positionAfterSkippingLeadingTrivia.utf8Offset)
        }

        private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        }

        /// `some View` (or `View`), read from the syntax without building text.
        private static func isView(_ type: TypeSyntax?) -> Bool {
            guard let type else { return false }
            let base = type.as(SomeOrAnyTypeSyntax.self)?.constraint ?? type
            return base.as(IdentifierTypeSyntax.self)?.name.text == "View"
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
