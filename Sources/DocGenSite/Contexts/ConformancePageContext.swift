/// The WCAG conformance page: one table per level, in the shape of an Accessibility Conformance
/// Report (criterion, conformance level, remarks), with every figure computed from the audits.
struct ConformancePageContext: TemplateContext {
    /// How many criteria have one verdict.
    struct VerdictCount: TemplateContext {
        var verdict: String
        var slug: String
        var count: Int
    }

    /// The criteria of one WCAG level.
    struct Table: TemplateContext {
        /// 1, 2, 3: the table's number on the page.
        var number: Int
        /// `A`, `AA` or `AAA`.
        var level: String
        var anchor: String
        /// Whether the level is above the program's target (only criteria an audit names are listed).
        var beyondTarget: Bool
        var rows: [Row]
        var counts: [VerdictCount]
    }

    /// One criterion.
    struct Row: TemplateContext {
        var criterion: CriterionContext
        /// `Supports`, `Partially Supports`, `Does Not Support` or `Not Evaluated`.
        var verdict: String
        var verdictSlug: String
        var audits: [Touch]
        var hasAudits: Bool
    }

    /// One audit's items for a criterion.
    struct Touch: TemplateContext {
        var title: String
        /// The criterion's row on the audit's page.
        var href: String
        var covered: Int
        var total: Int
        var items: [Item]
        /// Unguarded sites in the code that no item lists, counted against the audit's own criteria.
        var unaudited: Int
        var hasUnaudited: Bool
    }

    /// An item, linked to its place on its file's page.
    struct Item: TemplateContext {
        var id: String
        /// The id, breakable only after `.`, `/` and `:`.
        var idHTML: String
        var href: String
        /// `fixed`, `open`, `claimed fixed, unguarded in code`, …
        var state: String
        var covered: Bool
    }

    var page: PageInfo
    /// `2.2`.
    var version: String
    /// The target level, `AA`.
    var target: String
    /// The levels the target includes, in words: `A and AA`.
    var targetLevels: String
    var tables: [Table]
    /// Verdicts of the criteria within the target, in the order Supports, Partially Supports,
    /// Does Not Support, Not Evaluated.
    var counts: [VerdictCount]
    /// Criteria within the target.
    var targetCount: Int
    /// Of those, criteria some audit names.
    var evaluated: Int
    /// Whether every criterion within the target is supported.
    var meetsTarget: Bool
    /// Criteria above the target that audits name.
    var beyondCount: Int
    var hasBeyond: Bool
    /// Audits on the site.
    var auditCount: Int
}
