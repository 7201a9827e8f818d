import DocGenCore

/// One audit: a list of findings (items) with the severities, phases and fix patterns they refer to.
///
/// Every text field is kept exactly as written (Markdown or code); nothing here is HTML-escaped,
/// that is the renderer's job.
public struct Audit: Sendable, Hashable {
    /// The severities every audit uses unless it lists its own, most severe first.
    public static let defaultSeverities = Severity.names

    /// The audit's id, a slug used in URLs and gates.
    public var id: String
    /// The audit's title.
    public var title: String
    /// An optional Markdown description.
    public var description: String?
    /// Optional Markdown notes (methodology, corrections).
    public var notes: String?
    /// The severities in order, most severe first.
    public var severities: [String]
    /// The phases of the work, in the order written.
    public var phases: [Phase]
    /// The fix patterns, in the order written.
    public var patterns: [Pattern]
    /// The WCAG criteria of items that name none of their own (`criteria:` at the audit's top level).
    public var criteria: [WCAGCriterion]
    /// The findings, in the order written.
    public var items: [AuditItem]
    /// Where the audit comes from: when it was taken and last verified, at which commit, under which ticket.
    public var provenance: Provenance
    /// The id of the product the audit is about: as written (`product:`) until ``AuditLoader`` resolves it,
    /// then always set.
    public var product: String?
    /// Where `product` is written (the audit's `id` when it is not).
    public var productLocation: SourceLocation?
    /// Remarks and "not applicable" statements per WCAG criterion for the audit's product (`conformance:`).
    public var statements: [CriterionStatement]
    /// The audit file as shown in diagnostics (relative to the project root).
    public var file: String
    /// Where the audit's `id` is written.
    public var idLocation: SourceLocation

    /// Creates an audit.
    public init(
        id: String, title: String, description: String? = nil, notes: String? = nil,
        severities: [String] = Audit.defaultSeverities, phases: [Phase] = [], patterns: [Pattern] = [],
        criteria: [WCAGCriterion] = [], items: [AuditItem] = [], provenance: Provenance = Provenance(), product: String? = nil,
        statements: [CriterionStatement] = [], file: String, idLocation: SourceLocation? = nil
    ) {
        self.provenance = provenance
        self.product = product
        self.statements = statements
        self.id = id
        self.title = title
        self.description = description
        self.notes = notes
        self.severities = severities
        self.phases = phases
        self.patterns = patterns
        self.criteria = criteria
        self.items = items
        self.file = file
        self.idLocation = idLocation ?? SourceLocation(file: file)
    }

    /// Where an audit comes from, as its data states it (`taken`, `verified`, `commit`, `ticket`).
    /// Dates are `YYYY-MM-DD` as written; docgen never reads a clock, so the site says only what the data says.
    public struct Provenance: Sendable, Hashable {
        /// The day the audit was taken.
        public var taken: String?
        /// The day the audit was last verified.
        public var verified: String?
        /// The commit of the audited code the items' lines refer to.
        public var commit: String?
        /// The ticket the audit belongs to, such as `BTS-38`.
        public var ticket: String?

        /// Creates provenance.
        public init(taken: String? = nil, verified: String? = nil, commit: String? = nil, ticket: String? = nil) {
            self.taken = taken
            self.verified = verified
            self.commit = commit
            self.ticket = ticket
        }
    }

    /// The position of a severity in `severities` (0 is the most severe); unknown names sort last.
    public func rank(ofSeverity severity: String) -> Int {
        severities.firstIndex(of: severity) ?? severities.count
    }

    /// The phase with an id, if any.
    public func phase(_ id: String) -> Phase? { phases.first { $0.id == id } }

    /// The pattern with an id, if any.
    public func pattern(_ id: String) -> Pattern? { patterns.first { $0.id == id } }

    /// Every criterion the audit's items touch, in WCAG order.
    public var criteriaTouched: [WCAGCriterion] {
        Set(items.flatMap(\.criteria)).sorted()
    }
}

/// A phase of the work, such as "Critical fixes".
public struct Phase: Sendable, Hashable {
    /// The phase's id as written (an integer or a string).
    public var id: String
    /// The phase's title.
    public var title: String
    /// An optional effort estimate, such as `4h`.
    public var estimate: String?
    /// An optional Markdown description.
    public var description: String?

    /// Creates a phase.
    public init(id: String, title: String, estimate: String? = nil, description: String? = nil) {
        self.id = id
        self.title = title
        self.estimate = estimate
        self.description = description
    }
}

/// A fix pattern shared by several items, with its own before/after code.
public struct Pattern: Sendable, Hashable {
    /// The pattern's id.
    public var id: String
    /// The pattern's title.
    public var title: String
    /// An optional Markdown description.
    public var description: String?
    /// Optional code before the fix.
    public var before: String?
    /// Optional code after the fix.
    public var after: String?
    /// The language of `before` and `after` (default `swift`).
    public var language: String

    /// Creates a pattern.
    public init(id: String, title: String, description: String? = nil, before: String? = nil,
                after: String? = nil, language: String = "swift") {
        self.id = id
        self.title = title
        self.description = description
        self.before = before
        self.after = after
        self.language = language
    }
}
