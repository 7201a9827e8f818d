import DocGenCore

/// One finding of an audit: an animation (or other site) at a file and line.
public struct AuditItem: Sendable, Hashable {
    /// The item's id, unique in its audit.
    public var id: String
    /// The source file, relative to the repository, without `..`.
    public var file: String
    /// The 1-based line in `file`.
    public var line: Int
    /// One of the audit's severities.
    public var severity: String
    /// The id of the item's phase, if any.
    public var phase: String?
    /// The id of the item's fix pattern, if any.
    public var pattern: String?
    /// The WCAG criteria the finding is about: the item's own `criteria:`, or the audit's when it names none.
    public var criteria: [WCAGCriterion]
    /// The item's status as written.
    public var status: Status
    /// Why the item is exempt (required for `exempt`).
    public var reason: String?
    /// One line of inline Markdown.
    public var summary: String
    /// Optional code before the fix.
    public var before: String?
    /// Optional code after the fix.
    public var after: String?
    /// Optional Markdown notes.
    public var notes: String?
    /// What the scanner found about the item's site; `.unverified` when the audit is not checked against sources.
    public var verification: Verification
    /// What the scanner said about the item's site: how the code guards it, a suppression's reason, or why
    /// the item could not be verified.
    public var verificationNote: String?
    /// The scanner rule that verified the item, when one did.
    public var verifiedBy: String?
    /// Known issues and follow-up work that remain after the item's fix (`follow_ups:`), in the order written.
    public var followUps: [FollowUp] = []
    /// Where the item is written in the audit file.
    public var location: SourceLocation

    /// Creates an item.
    public init(
        id: String, file: String, line: Int, severity: String, phase: String? = nil, pattern: String? = nil,
        criteria: [WCAGCriterion] = [], status: Status, reason: String? = nil, summary: String, before: String? = nil, after: String? = nil,
        notes: String? = nil, verification: Verification = .unverified, location: SourceLocation
    ) {
        self.id = id
        self.file = file
        self.line = line
        self.severity = severity
        self.phase = phase
        self.pattern = pattern
        self.criteria = criteria
        self.status = status
        self.reason = reason
        self.summary = summary
        self.before = before
        self.after = after
        self.notes = notes
        self.verification = verification
        self.location = location
    }

    /// The follow-ups still open: known issues that make every criterion the item names at most partially supported.
    public var openFollowUps: [FollowUp] { followUps.filter(\.isOpen) }

    /// The status once verification is taken into account: an item whose site is gone is stale.
    public var effectiveStatus: Status {
        verification == .stale ? .stale : status
    }

    /// Whether the item counts as covered: exempt, or fixed and not found unguarded by the scanner; never
    /// while its source file was skipped by the scanner (what the scanner did not read, it cannot confirm).
    public var isCovered: Bool {
        if verification == .skipped { return false }
        switch effectiveStatus {
        case .exempt: return true
        case .fixed: return verification != .unguarded
        case .open, .stale: return false
        }
    }

    /// How the item's state is shown after it in gate lines: `open`, `stale`, `claimed fixed, unguarded in code`, …
    public var stateDescription: String {
        if effectiveStatus == .fixed, verification == .unguarded { return "claimed fixed, unguarded in code" }
        if verification == .skipped { return "not verified: " + (verificationNote ?? "its source file was skipped") }
        return effectiveStatus.rawValue
    }
}

/// A known issue or follow-up work that remains after an item's fix (`follow_ups:` on the item): written
/// as a string (open) or as a mapping with `summary`, an optional `ticket` and `status: open | done`.
public struct FollowUp: Sendable, Hashable {
    /// What remains, in one line of plain text.
    public var summary: String
    /// The ticket that tracks it, such as `BTS-41`.
    public var ticket: String?
    /// Whether it is still open.
    public var isOpen: Bool

    /// The values `status` takes.
    public static let statuses = ["open", "done"]

    /// Creates a follow-up.
    public init(summary: String, ticket: String? = nil, isOpen: Bool = true) {
        self.summary = summary
        self.ticket = ticket
        self.isOpen = isOpen
    }

    /// `summary (BTS-41)`, the form reports and remarks use.
    public var text: String { ticket.map { "\(summary) (\($0))" } ?? summary }
}

/// The status of an audit item.
public enum Status: String, Sendable, Hashable, CaseIterable {
    /// Not fixed yet.
    case open
    /// Fixed in the code.
    case fixed
    /// Deliberately left as is, with a reason.
    case exempt
    /// The item's site no longer exists in the code.
    case stale

    /// The allowed values as written in audit files, in order.
    public static let allowedValues = allCases.map(\.rawValue)
}

/// What the source scanner found about an item; the seam through which scanning affects coverage.
public enum Verification: String, Sendable, Hashable, CaseIterable {
    /// The audit was not checked against sources.
    case unverified
    /// The scanner found the site and it agrees with the item.
    case verified
    /// The item claims to be fixed but the scanner found its site unguarded: not covered.
    case unguarded
    /// The scanner did not find the item's site any more.
    case stale
    /// The scanner skipped the item's source file (refused before parsing, over the time limit, a link
    /// leading outside the project): the item is not verified and not covered.
    case skipped
}
