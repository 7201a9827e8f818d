import DocGenCore
import SwiftSyntax

/// A `// docgen:ignore RULE: REASON` comment: the sites of RULE on the next line of code (or, written at
/// the end of a line, on that line) are exempt with REASON. Without a reason it exempts nothing.
struct Suppression: Sendable, Hashable {
    static let marker = "docgen:ignore"

    /// The rule ids named (comma-separated).
    var rules: [String]
    /// The reason; empty when none was written.
    var reason: String
    /// Where the comment is.
    var line: Int
    var column: Int
    /// The line whose sites it exempts.
    var targetLine: Int

    /// Every suppression comment of a file.
    static func find(in text: String, tree: SourceFileSyntax, lines: LineTable) -> [Suppression] {
        guard ByteSearch.contains(text, marker) else { return [] }
        var found: [Suppression] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, leading) in [(token.leadingTrivia, true), (token.trailingTrivia, false)] {
                var offset = leading ? token.position.utf8Offset : token.endPositionBeforeTrailingTrivia.utf8Offset
                for piece in trivia {
                    defer { offset += piece.sourceLength.utf8Length }
                    guard case let .lineComment(comment) = piece, let parsed = parse(comment) else { continue }
                    let location = lines.location(of: AbsolutePosition(utf8Offset: offset))
                    // A comment before the token on the same line is trailing when code precedes it there.
                    let trailing = !leading || (token.previousToken(viewMode: .sourceAccurate).map {
                        lines.location(of: $0.endPositionBeforeTrailingTrivia).line == location.line } ?? false)
                    let target = trailing ? location.line : lines.location(of: token.positionAfterSkippingLeadingTrivia).line
                    found.append(Suppression(rules: parsed.rules, reason: parsed.reason, line: location.line,
                                             column: location.column, targetLine: target))
                }
            }
        }
        return found
    }

    /// `// docgen:ignore reduce-motion: REASON` → rules and reason.
    static func parse(_ comment: String) -> (rules: [String], reason: String)? {
        let body = comment.drop { $0 == "/" || $0 == " " }
        guard body.hasPrefix(marker) else { return nil }
        let rest = body.dropFirst(marker.count)
        let parts = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let rules = (parts.first ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let reason = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        return (rules, reason)
    }

    /// Applies the suppressions of every file to the sites of the rules that ran: suppressed sites become
    /// exempt with the reason; warnings for suppressions without a reason, naming an unknown rule, or
    /// matching no site.
    static func apply(_ byFile: [String: [Suppression]], to sites: [ScanSite], rulesRun: Set<String>)
        -> (sites: [ScanSite], warnings: [Diagnostic]) {
        guard !byFile.isEmpty else { return (sites, []) }
        var sites = sites
        var warnings: [Diagnostic] = []
        var index: [String: [Int]] = [:]
        for (position, site) in sites.enumerated() { index["\(site.file):\(site.line)", default: []].append(position) }
        for (file, suppressions) in byFile {
            for suppression in suppressions {
                let location = SourceLocation(file: file, line: suppression.line, column: suppression.column)
                if suppression.rules.isEmpty {
                    warnings.append(.warning("docgen:ignore names no rule; write '// docgen:ignore RULE: REASON'", at: location, step: .scan))
                    continue
                }
                for rule in suppression.rules where RuleRegistry.rule(rule) == nil {
                    warnings.append(.warning("docgen:ignore names an unknown rule '\(rule)'; known rules: \(RuleRegistry.ids.joined(separator: ", "))",
                                             at: location, step: .scan))
                }
                let matching = (index["\(file):\(suppression.targetLine)"] ?? []).filter { suppression.rules.contains(sites[$0].rule) }
                if suppression.reason.isEmpty {
                    warnings.append(.warning("docgen:ignore \(suppression.rules.joined(separator: ", ")) has no reason and exempts nothing; "
                        + "write '// docgen:ignore RULE: REASON'", at: location, step: .scan))
                    continue
                }
                let ran = suppression.rules.filter { rulesRun.contains($0) }
                if matching.isEmpty, !ran.isEmpty {
                    warnings.append(.warning("docgen:ignore \(ran.joined(separator: ", ")) matches no site on line \(suppression.targetLine)",
                                             at: location, step: .scan))
                }
                for position in matching {
                    sites[position].verdict = .exempt
                    sites[position].reason = "suppressed"
                    sites[position].suppression = suppression.reason
                }
            }
        }
        return (sites, warnings)
    }
}

/// Finds an ASCII word in a text's bytes, much faster than `String.contains` on large files.
enum ByteSearch {
    static func contains(_ text: String, _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var matched = true
                    for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
                index += 1
            }
            return false
        }
    }
}
