import DocGenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// One parsed file, shared by every rule: its tree, line table, declarations and suppression comments, and
/// the ``Ancestry`` its rules ask about nodes through. `@unchecked Sendable`: one thread at a time judges a
/// file (its ancestry remembers answers as it goes).
final class ParsedFile: @unchecked Sendable {
    let index: Int
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let lines: LineTable
    let declarations: [Declaration]
    let suppressions: [Suppression]
    /// The lines of preview code (`#Preview { … }`, `PreviewProvider` types): what a person sees only in
    /// Xcode's canvas is never a site.
    private(set) var previewLines: [ClosedRange<Int>] = []
    /// Climbs from nodes to their declarations and view chains, remembered while the file is judged.
    let ancestry = Ancestry()
    /// Identifier tokens in source order and the table of their names, built on first use: one walk of the
    /// tokens answers every rule's questions (a scan of the bytes per question was a quarter of a scan's time).
    private lazy var identifierTokens: (table: IdentifierTable, tokens: [TokenSyntax]) = {
        let found = IdentifierIndexer.index(tree, capacity: text.utf8.count / 16)
        return (IdentifierTable(text: text, offsets: found.offsets, lengths: found.lengths), found.tokens)
    }()

    /// The hashes of the names of the file's identifiers (``IdentifierTable/nameHashes``).
    var identifierNameHashes: [UInt64] { identifierTokens.table.nameHashes }

    /// Every identifier token of the file, in source order (for a rule's one pass over them).
    var identifierTokenList: [TokenSyntax] { identifierTokens.tokens }

    init(index: Int, path: String, text: String) {
        self.index = index
        self.path = path
        self.text = text
        let tree = Parser.parse(source: text)
        self.tree = tree
        lines = LineTable(text)
        declarations = DeclarationCollector.collect(tree, file: index, path: path)
        suppressions = Suppression.find(in: text, tree: tree, lines: lines)
        // Read here, once, by one thread; the uses of a file's private types come from the shared identifier index.
        previewLines = PreviewCode.lines(in: tree, lines: lines) { self.identifiers(named: $0) }
    }

    /// Whether a line lies in preview code.
    func isPreview(line: Int) -> Bool {
        previewLines.contains { $0.contains(line) }
    }

    /// Reads a file's text; unreadable files become diagnostics.
    static func read(_ input: SourceInput) -> Result<String, DiagnosticError> {
        if let given = input.text { return .success(given) }
        guard let url = input.url else { return .success("") }
        do throws(DiagnosticError) {
            return .success(try TextFile.read(url, displayPath: input.path, step: .scan))
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
    /// `node` (the whole file when nil); with `motionNames`, also those whose name reads as a motion setting
    /// (``IdentifierTable/isMotionName(_:)``).
    func identifiers(named names: Set<String>, within node: Syntax? = nil, motionNames: Bool = false) -> [TokenSyntax] {
        guard !names.isEmpty || motionNames else { return [] }
        let range = node.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }
        let (table, tokens) = identifierTokens
        var positions: [Int32] = []
        var lists = 0
        for name in names {
            let found = table.positions(of: name, in: range)
            if !found.isEmpty { positions += found; lists += 1 }
        }
        if motionNames {
            let found = table.motionPositions(in: range)
            if !found.isEmpty { positions += found; lists += 1 }
        }
        if lists > 1 { positions.sort() }
        // A motion-named identifier may also be one of `names`: once.
        return positions.indices.compactMap { at in at > 0 && positions[at] == positions[at - 1] ? nil : tokens[Int(positions[at])] }
    }

    /// The identifier token starting at a byte offset, if the offset is code.
    func identifier(at offset: Int) -> TokenSyntax? {
        let offsets = identifierTokens.table.offsets
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] == offset ? identifierTokens.tokens[low] : nil
    }
}

/// Collects identifier tokens in source order with a visitor, cheaper than iterating `tokens(viewMode:)`.
private final class IdentifierIndexer: SyntaxVisitor {
    var offsets: [Int] = []
    var lengths: [Int32] = []
    var tokens: [TokenSyntax] = []

    static func index(_ tree: SourceFileSyntax, capacity: Int) -> (offsets: [Int], lengths: [Int32], tokens: [TokenSyntax]) {
        let indexer = IdentifierIndexer(viewMode: .sourceAccurate)
        indexer.offsets.reserveCapacity(capacity)
        indexer.lengths.reserveCapacity(capacity)
        indexer.tokens.reserveCapacity(capacity)
        indexer.walk(tree)
        return (indexer.offsets, indexer.lengths, indexer.tokens)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier = token.tokenKind {
            offsets.append(token.positionAfterSkippingLeadingTrivia.utf8Offset)
            lengths.append(Int32(truncatingIfNeeded: token.trimmedLength.utf8Length))
            tokens.append(token)
        }
        return .skipChildren
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
