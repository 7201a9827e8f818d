/// An audit's page: figures, charts, the per-file table, phases, patterns and every item.
struct AuditPageContext: TemplateContext {
    struct Status: TemplateContext {
        var name: String
        var count: Int
    }

    struct Phase: TemplateContext {
        var id: String
        var anchor: String
        var title: String
        var items: Int
        var covered: Int
        /// The coverage meter; `nil` for a phase without items (0 of 0 is no progress to draw, not 100%).
        var meter: String?
        var estimate: String?
        var descriptionHTML: String?
    }

    struct Pattern: TemplateContext {
        var id: String
        var anchor: String
        var title: String
        var count: Int
        var covered: Int
        var descriptionHTML: String?
        var comparisonHTML: String?
    }

    struct Option: TemplateContext {
        var value: String
    }

    struct Reports: TemplateContext {
        var json: String
        var sarif: String
        var junit: String
        /// This audit's items as CSV.
        var csv: String
        /// The audit's printable report page.
        var printable: String
        /// Its self-contained copy under `reports/`.
        var exported: String
    }

    /// An unguarded animation the scanner found that no item lists.
    struct Unaudited: TemplateContext {
        var id: String
        /// The id, breakable only after `.`, `/` and `:` (``HTML/breakableID(_:)``).
        var idHTML: String
        var file: String
        /// The path, breakable only after `/`.
        var fileHTML: String
        var line: Int
        var severity: String
        var slug: String
        var message: String
    }

    var page: PageInfo
    var audit: AuditHeaderContext
    var card: AuditCardContext
    var severityChart: String
    var coverageMeter: String
    /// The figures over the audit file's git history; `nil` without git.
    var trend: TrendContext?
    var severities: [SeverityContext]
    var statuses: [Status]
    var files: [AuditFileRowContext]
    /// The folder every audited file is in, shown once; the tables show paths relative to it.
    var pathPrefix: String?
    var phases: [Phase]
    var hasPhases: Bool
    var patterns: [Pattern]
    var hasPatterns: Bool
    /// The WCAG criteria the items name, in WCAG order, with their counts.
    var criteria: [CriterionUsageContext]
    /// Whether any item names a criterion (then the items table has a WCAG column).
    var auditHasCriteria: Bool
    var items: [AuditItemContext]
    var severityOptions: [Option]
    var statusOptions: [Option]
    /// `unverified`, `verified`, `unguarded`, `stale`: the values of the items table's "In code" filter.
    var verificationOptions: [Option]
    /// The header line of the items' CSV (``ItemCSV``); each row carries its own line.
    var csvHeader: String
    /// Open follow-ups of the audit's items.
    var followUps: [FollowUpContext]
    var hasFollowUps: Bool
    /// The conformance report of the audit's product.
    var productConformanceHref: String
    var reports: Reports
    var descriptionHTML: String?
    var notesHTML: String?
    var hasUnaudited: Bool?
    var unaudited: [Unaudited]?
}

/// The page of one audited file: its items with their before/after comparisons.
struct AuditFilePageContext: TemplateContext {
    var page: PageInfo
    var audit: AuditHeaderContext
    var file: AuditFileRowContext
    var severities: [SeverityContext]
    var items: [AuditItemContext]
    /// The previous and next file in the audit's file table.
    var pager: ContentPageContext.Pager?
}

/// An audit's printable report (`audits/<id>/report.html`): a compliance document.
struct AuditReportPageContext: TemplateContext {
    var page: PageInfo
    var audit: AuditHeaderContext
    var coverageMeter: String
    var severities: [SeverityContext]
    var files: [AuditFileRowContext]
    var pathPrefix: String?
    var items: [AuditItemContext]
    var followUps: [FollowUpContext]
    var hasFollowUps: Bool
}

/// What audit and file pages say about their audit.
struct AuditHeaderContext: TemplateContext {
    struct Totals: TemplateContext {
        var total: Int
        var covered: Int
        var fixed: Int
        var exempt: Int
        var open: Int
        var stale: Int
        var unguarded: Int
        var unaudited: Int
        var percent: Int
    }

    var id: String
    var title: String
    var href: String
    /// The audit's data file.
    var data: String
    var totals: Totals
    /// Whether the audit is verified against Swift sources.
    var verified: Bool
    var gate: GateContext?
    var provenance: Provenance

    /// What the audit data says about where it comes from; nothing is added from a clock.
    struct Provenance: TemplateContext {
        var taken: String?
        var verifiedOn: String?
        var commit: String?
        var ticket: String?
        /// The ticket's URL from `ticket_url`.
        var ticketHref: String?
        /// Where each `file:line` links: `source_url` with the commit filled in.
        var sourcePattern: String?
        /// The date and commit of the last change to the audit's file, from git.
        var changedOn: String?
        var changedCommit: String?
        /// For an audit checked against the code: the date and commit of the build that checked it.
        var checkedOn: String?
        var checkedCommit: String?
        /// Whether the build's inputs have changes no commit holds.
        var modified: Bool
    }
}

/// A coverage gate's result.
struct GateContext: TemplateContext {
    var required: Int
    var passed: Bool
    var line: String
}

/// An audit's card on the home page.
struct AuditCardContext: TemplateContext {
    var title: String
    var href: String
    var covered: Int
    var total: Int
    var percent: Int
    var fileCount: Int
    var meter: String
    var severities: [SeverityContext]
    var unaudited: Int
    var hasUnaudited: Bool
    var gate: GateContext?
    /// Items the scanner verified in the code, and items it did not.
    var verified: Int
    var unverified: Int
    /// Whether the audit is checked against the code at all.
    var checkedAgainstCode: Bool
    var openFollowUps: Int
    var hasOpenFollowUps: Bool
    /// The date of the last change to the audit's file, from git.
    var changed: String?
}

/// The number of items of one severity (and, on the audit page, how many are covered).
struct SeverityContext: TemplateContext {
    var name: String
    var count: Int
    var slug: String
    var covered: Int?
}

/// A row of the per-file table.
struct AuditFileRowContext: TemplateContext {
    struct Count: TemplateContext {
        var count: Int
        var severity: String
    }

    var path: String
    /// The path, breakable only after `/` (``HTML/breakablePath(_:)``).
    var pathHTML: String
    /// The path without the folder every audited file is in.
    var displayPath: String
    var displayPathHTML: String
    var href: String
    var counts: [Count]
    var highest: String
    var highestSlug: String
    var highestRank: Int
    var phases: String
    var fixed: Int
    var covered: Int
    var total: Int
}

/// One audit item, on the audit page's table and on its file's page.
struct AuditItemContext: TemplateContext {
    var id: String
    /// The id, breakable only after `.`, `/` and `:` (``HTML/breakableID(_:)``).
    var idHTML: String
    var anchor: String
    var file: String
    /// The file's path without the folder every audited file is in.
    var displayFile: String
    /// The same, breakable only after `/`.
    var displayFileHTML: String
    /// The code at the item's line, from `source_url`.
    var sourceHref: String?
    var fileHref: String
    var line: Int
    var severity: String
    var severitySlug: String
    var status: String
    var state: String
    /// The summary's Markdown, rendered for the page it is on.
    var summaryHTML: String
    var verification: String
    var showVerification: Bool
    /// What the scanner said about the site: its guard, a suppression's reason, or why it is not verified.
    var verificationNote: String?
    /// `verified`, `not verified`, `unguarded`, `site gone`.
    var verificationLabel: String
    /// Why the item is not verified, when it is not.
    var verificationReason: String?
    /// The item's WCAG criteria (its own, or its audit's).
    var criteria: [CriterionContext]
    var hasCriteria: Bool
    /// The phase's title.
    var phase: String?
    var phaseID: String?
    /// The fix pattern's title.
    var pattern: String?
    var patternHref: String?
    var reason: String?
    var notesHTML: String?
    var followUps: [FollowUpContext.Own]
    var hasFollowUps: Bool
    var hasOpenFollowUps: Bool
    /// The item's line in the CSV schema (``ItemCSV``), on the audit page's table.
    var csv: String?
    var comparisonHTML: String?
    var codeHTML: String?
}
