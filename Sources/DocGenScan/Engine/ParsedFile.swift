import DocGenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// One parsed file, shared by every rule: its tree, line table, declarations and suppression comments.
/// `@unchecked Sendable`: rules cache lookups on it only while one task judges the file.
final class ParsedFile: @unchecked Sendable {
    let index: Int
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let lines: LineTable
    let declarations: [Declaration]
    let suppressions: [Suppression]
    /// Per-rule caches (Reduce Motion's state index), created on first use.
    var caches: [String: AnyObject] = [:]
    /// Identifier and keyword tokens by the byte offset of their text, built on first use: one walk of the
    /// tokens costs less than descending from the root for every name looked up.
    private lazy var tokensByOffset: [Int: TokenSyntax] = {
        var index: [Int: TokenSyntax] = [:]
        index.reserveCapacity(text.utf8.count / 12)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier, .keyword: index[token.positionAfterSkippingLeadingTrivia.utf8Offset] = token
            default: break
            }
        }
        return index
    }()

    init(index: Int, path: String, text: String) {
        self.index = index
        self.path = path
        self.text = text
        let tree = Parser.parse(source: text)
        self.tree = tree
        lines = LineTable(text)
        declarations = DeclarationCollector.collect(tree, file: index, path: path, lines: lines)
        suppressions = Suppression.find(in: text, tree: tree, lines: lines)
    }

    /// Reads a file's text; unreadable files become diagnostics.
    static func read(_ input: SourceInput) -> Result<String, DiagnosticError> {
        if let given = input.text { return .success(given) }
        guard let url = input.url else { return .success("") }
        do throws(DiagnosticError) {
            return .success(try TextFile.read(url, displayPath: input.path, step: "scan"))
        } catch {
            return .failure(error)
        }
    }

    /// 1-based line and column of a token's text.
    func location(of token: TokenSyntax) -> (line: Int, column: Int) {
        lines.location(of: token.positionAfterSkippingLeadingTrivia)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        lines.location(of: node.positionAfterSkippingLeadingTrivia).line
    }

    /// The identifier tokens named one of `names` in code (not comments or strings), in source order, inside
    /// `node` (the whole file when nil), found from the bytes without walking the tree.
    func identifiers(named names: Set<String>, within node: Syntax? = nil, motionNames: Bool = false) -> [TokenSyntax] {
        guard !names.isEmpty || motionNames else { return [] }
        var scanner = IdentifierScanner(names: names)
        scanner.matchesMotionNames = motionNames
        let range = node.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }
        return scanner.occurrences(in: text, range: range).compactMap { identifier(at: $0, in: node) }
    }

    /// The identifier or keyword token starting at a byte offset, if the offset is code.
    func identifier(at offset: Int, in node: Syntax? = nil) -> TokenSyntax? {
        tokensByOffset[offset]
    }

    /// The rule's cache object for this file, made by `make` on first use.
    func cache<T: AnyObject>(_ key: String, _ make: () -> T) -> T {
        if let cached = caches[key] as? T { return cached }
        let made = make()
        caches[key] = made
        return made
    }
}

/// Gives each site its stable id: `path:Enclosing.member:kind:ordinal`, the ordinal counting sites of the
/// same rule and kind in the same declaration in source order.
enum StableIDs {
    static func assign(_ sites: [ScanSite]) -> [ScanSite] {
        var counters: [String: Int] = [:]
        return sites.sorted { ($0.file, $0.line, $0.column, $0.rule) < ($1.file, $1.line, $1.column, $1.rule) }.map { site in
            var site = site
            let key = "\(site.file):\(site.enclosing):\(site.kind)"
            let counter = "\(site.rule) \(key)"
            counters[counter, default: 0] += 1
            site.id = "\(key):\(counters[counter] ?? 1)"
            return site
        }
    }
}
