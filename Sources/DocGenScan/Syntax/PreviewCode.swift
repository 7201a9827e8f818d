import SwiftSyntax

/// Finds Xcode preview code at the top level of a file: `#Preview` macros, the types that conform to
/// `PreviewProvider` (also inside `#if DEBUG`), and the file's private types that only preview code uses (a mock
/// dashboard or a harness a preview shows). Previews are a development aid, never shown to the app's users, so no
/// rule reports a site in them.
enum PreviewCode {
    /// The line ranges of every preview declaration in the file.
    /// `identifiers` gives the identifier tokens of the file with one of the names (the file's shared index).
    static func lines(in tree: SourceFileSyntax, lines: LineTable,
                      identifiers: (Set<String>) -> [TokenSyntax]) -> [ClosedRange<Int>] {
        var found: [ClosedRange<Int>] = []
        var privateTypes: [(name: String, lines: ClosedRange<Int>)] = []
        func range(_ node: some SyntaxProtocol) -> ClosedRange<Int> {
            let first = lines.location(of: node.positionAfterSkippingLeadingTrivia).line
            let last = lines.location(of: node.endPositionBeforeTrailingTrivia).line
            return first...max(first, last)
        }
        func visit(_ items: CodeBlockItemListSyntax) {
            for item in items { visit(Syntax(item.item)) }
        }
        func visit(_ members: MemberBlockItemListSyntax) {
            for member in members { visit(Syntax(member.decl)) }
        }
        func visit(_ node: Syntax) {
            if let macro = node.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                found.append(range(macro))
            } else if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                found.append(range(macro))
            } else if let config = node.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses {
                    switch clause.elements {
                    case let .statements(items)?: visit(items)
                    case let .decls(members)?: visit(members)
                    default: break
                    }
                }
            } else if let inheritance = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause,
                      inheritance.inheritedTypes.contains(where: { $0.type.trimmedText.hasSuffix("PreviewProvider") }) {
                found.append(range(node))
            } else if let type = node.asProtocol(DeclGroupSyntax.self), let name = typeName(of: node),
                      type.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) {
                privateTypes.append((name, range(node)))
            }
        }
        visit(tree.statements)
        guard !found.isEmpty, !privateTypes.isEmpty else { return found }
        return found + previewOnly(privateTypes, previews: found, uses: identifiers(Set(privateTypes.map(\.name))), lines: lines)
    }

    /// The private types whose every use lies in preview code (or in another such type), found until nothing changes.
    /// A private type is visible in its file only, so the file's own tokens are all its uses; an unused one is kept.
    private static func previewOnly(_ types: [(name: String, lines: ClosedRange<Int>)], previews: [ClosedRange<Int>],
                                    uses tokens: [TokenSyntax], lines: LineTable) -> [ClosedRange<Int>] {
        var uses: [String: [Int]] = [:]
        for token in tokens { uses[token.text, default: []].append(lines.location(of: token.positionAfterSkippingLeadingTrivia).line) }
        var shown = previews
        var pending = types
        var changed = true
        while changed {
            changed = false
            pending.removeAll { type in
                let outside = (uses[type.name] ?? []).filter { !type.lines.contains($0) }
                guard !outside.isEmpty, outside.allSatisfy({ line in shown.contains { $0.contains(line) } }) else { return false }
                shown.append(type.lines)
                changed = true
                return true
            }
        }
        return Array(shown.dropFirst(previews.count))
    }

    private static func typeName(of node: Syntax) -> String? {
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        return nil
    }
}
