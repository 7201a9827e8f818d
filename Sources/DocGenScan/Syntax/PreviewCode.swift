import SwiftSyntax

/// Finds Xcode preview code at the top level of a file: `#Preview` macros and the types that conform to
/// `PreviewProvider` (also inside `#if DEBUG`). Previews are a development aid, never shown to the app's
/// users, so no rule reports a site in them.
enum PreviewCode {
    /// The line ranges of every preview declaration in the file.
    static func lines(in tree: SourceFileSyntax, lines: LineTable) -> [ClosedRange<Int>] {
        var found: [ClosedRange<Int>] = []
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
            }
        }
        visit(tree.statements)
        return found
    }
}
