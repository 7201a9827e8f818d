import DocGenCore
import DocGenScan
import Foundation

/// A rule's documentation, generated from its type: `docgen scan --explain RULE` prints ``text``, and
/// `--format markdown` prints ``markdown``, the manual's page for the rule. Both hold the same facts: title, id,
/// WCAG criteria, summary, description, severity rules, settings, reasons, and the triggering and
/// non-triggering examples.
public struct RuleDocumentation: Sendable {
    /// The rule documented.
    public let rule: any AccessibilityRule.Type

    /// The documentation of `rule`.
    public init(_ rule: any AccessibilityRule.Type) { self.rule = rule }

    /// The formats `--explain` prints in.
    public enum Format: String, Sendable, CaseIterable {
        /// Plain text for a terminal.
        case text
        /// A Markdown page whose first heading is the rule's title.
        case markdown
    }

    /// Every rule on a line (`docgen scan --list-rules`): id, WCAG criteria with their level, title, tab-separated.
    public static var list: String {
        RuleRegistry.rules.map { rule in
            "\(rule.id)\t\(rule.wcagCriteria.map { "\($0.id) (\($0.level.rawValue))" }.joined(separator: ", "))\t\(rule.title)"
        }.joined(separator: "\n")
    }

    /// The documentation in `format`.
    public func rendered(as format: Format) -> String {
        switch format {
        case .text: text
        case .markdown: markdown
        }
    }

    /// Plain text: aligned columns, the examples indented.
    public var text: String {
        var lines = ["\(rule.title) (\(rule.id))"]
        lines += rule.wcagCriteria.map { "WCAG \($0.id) \($0.name), level \($0.level.rawValue): \($0.understandingURL)" }
        lines += ["", rule.summary, ""] + Self.wrap(rule.description, width: 100)
        lines += ["", "Severity rules (override with scan: rules: \(rule.id): severity: {RULE: SEVERITY} in docgen.yml):"]
        lines += Self.columns(rule.severityRules.map { [$0.name, $0.severity.rawValue, $0.matches] })
        lines += ["", "Settings (scan: rules: \(rule.id): in docgen.yml):"]
        lines += Self.columns(rule.allOptionKeys.map { [$0.name, Self.kind($0.kind), $0.summary] })
        lines += ["", namesSomething ? "Reasons (NAME: the helper or token named):" : "Reasons:"]
        lines += Self.columns(rule.reasons.map { [$0.name, $0.verdict.rawValue, $0.meaning] })
        lines += ["", "Triggering examples (↓ marks each failing site):"]
        for example in rule.triggeringExamples { lines += [""] + example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 } }
        lines += ["", "Non-triggering examples:"]
        for example in rule.nonTriggeringExamples { lines += [""] + example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Markdown page: the title as its only H1, then sections for severity, settings, reasons and examples.
    public var markdown: String {
        var lines = ["# \(Markdown.text(rule.title))", ""]
        let criteria = rule.wcagCriteria.map { "[\($0.id) \(Markdown.text($0.name))](\($0.understandingURL)) (level \($0.level.rawValue))" }
        lines += ["Rule `\(rule.id)` · WCAG \(criteria.joined(separator: ", "))", ""]
        lines += ["> \(Markdown.text(rule.summary))", "", Markdown.text(rule.description), ""]
        lines += ["## Severity rules", "", "| Rule | Severity | Matches |", "| --- | --- | --- |"]
        lines += rule.severityRules.map { "| `\($0.name)` | \($0.severity.rawValue) | \(Markdown.cell($0.matches)) |" }
        lines += ["", "Override them in `docgen.yml` with `scan: rules: \(rule.id): severity: {RULE: SEVERITY}`.", ""]
        lines += ["## Settings", "", "Under `scan: rules: \(rule.id):` in `docgen.yml`.", "", "| Key | Value | Effect |", "| --- | --- | --- |"]
        lines += rule.allOptionKeys.map { "| `\($0.name)` | \(Self.kind($0.kind)) | \(Markdown.cell($0.summary)) |" }
        lines += ["", "## Reasons", "", "Every site's verdict comes with one of these reasons"
            + (namesSomething ? "; `NAME` is the helper or token named." : "."), ""]
        lines += ["| Reason | Verdict | Meaning |", "| --- | --- | --- |"]
        lines += rule.reasons.map { "| `\($0.name)` | \($0.verdict.rawValue) | \(Markdown.cell($0.meaning)) |" }
        lines += ["", "## Triggering examples", "", "Each `↓` marks a failing site."]
        for example in rule.triggeringExamples { lines += ["", "```swift", example, "```"] }
        lines += ["", "## Non-triggering examples", "", "None of these has a failing site."]
        for example in rule.nonTriggeringExamples { lines += ["", "```swift", example, "```"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether a reason names a helper or token (`safe-wrapper NAME`).
    private var namesSomething: Bool {
        rule.reasons.contains { $0.name.hasSuffix(" " + SuppressionReason.placeholder) }
    }

    private static func kind(_ kind: RuleOptionKey.Kind) -> String {
        switch kind {
        case .bool: "true or false"
        case .strings: "list of strings"
        case .severities: "rule: severity"
        case .range: "{min: number, max: number}"
        }
    }

    /// Rows of cells in aligned columns, indented by two spaces; the last column is not padded.
    private static func columns(_ rows: [[String]]) -> [String] {
        guard let count = rows.first?.count else { return [] }
        let widths = (0..<count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  " + row.enumerated().map { column, cell in
                column == count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }

    /// Words joined into lines of at most `width` characters (a longer word stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

/// Prose made safe for Markdown: punctuation that would start emphasis, links, HTML or escapes is escaped,
/// except inside code spans, which the rules' texts use on purpose (`` `label.font = …` ``).
enum Markdown {
    private static let special: Set<Character> = ["\\", "*", "_", "[", "]", "<", ">", "#", "|"]

    /// `text` as Markdown prose.
    static func text(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            if character == "`" { inCode.toggle() }
            if !inCode, special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` as the content of a table cell (a `|` inside a code span is escaped too: GFM splits cells first).
    static func cell(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in Self.text(text) {
            if character == "`" { inCode.toggle() }
            if inCode, character == "|" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
