/// Something the source scanner found that changes an audit's coverage.
///
/// This is the seam between scanning and gating: the scanner produces findings, and
/// ``AuditCoverage`` folds them into the audit before anything is counted.
public struct CoverageFinding: Sendable, Hashable {
    /// What kind of discrepancy the scanner found.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An unguarded animation site that no item lists: a regression, counted as uncovered.
        case unaudited
        /// The site of an item marked fixed is unguarded: the item is not covered.
        case unguarded
        /// The site of an item no longer exists: the item is stale.
        case stale
        /// The site of an item exists and agrees with it (guarded, or exempt by rule): the item is verified.
        case verified
        /// The scanner could not judge an item (no rule of the audit checks its criteria, no site at its place,
        /// an unknown verdict): the item stays unverified, and the message says why.
        case unverified
        /// The item's source file was skipped by the scanner: the item is not verified and not covered.
        case skipped
        /// A source file of the audit that the scanner skipped (`id` and `file` name it): it fails the gate,
        /// since whatever it holds went unseen.
        case skippedSource
    }

    /// The audit the finding belongs to.
    public var auditID: String
    /// What was found.
    public var kind: Kind
    /// The item's id for `unguarded`, `stale` and `verified`; the scanner's site id for `unaudited`.
    public var id: String
    /// The source file, relative to the repository.
    public var file: String
    /// The 1-based line of the site.
    public var line: Int
    /// The severity the scanner gave the site (one of the audit's severities).
    public var severity: String
    /// What the site is, in one line (for `unaudited` sites this stands in for an item summary).
    public var message: String
    /// The scanner rule whose site it is, when one is.
    public var rule: String?

    /// Creates a finding.
    public init(auditID: String, kind: Kind, id: String, file: String, line: Int, severity: String, message: String,
                rule: String? = nil) {
        self.rule = rule
        self.auditID = auditID
        self.kind = kind
        self.id = id
        self.file = file
        self.line = line
        self.severity = severity
        self.message = message
    }
}

/// A site that counts against coverage: an uncovered item or an unaudited animation.
public struct UncoveredEntry: Sendable, Hashable {
    /// The item's id, or the scanner's site id for an unaudited site.
    public var id: String
    /// The source file, relative to the repository.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The severity.
    public var severity: String
    /// The item's summary (inline Markdown, unescaped) or the finding's message.
    public var summary: String
    /// Why it is not covered: `open`, `stale`, `claimed fixed, unguarded in code`, `unaudited`, `skipped`
    /// (a source file the scanner skipped) or `not verified: FILE skipped (…)` (an item in that file).
    public var state: String

    /// Creates an entry.
    public init(id: String, file: String, line: Int, severity: String, summary: String, state: String) {
        self.id = id
        self.file = file
        self.line = line
        self.severity = severity
        self.summary = summary
        self.state = state
    }

    /// The compiler-style line: `path:line: error: [severity] id: summary (state)`; line breaks in the
    /// summary become spaces so that each entry stays one line.
    public var errorLine: String {
        let oneLine = summary.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "\(file):\(line): error: [\(severity)] \(id): \(oneLine) (\(state))"
    }
}
