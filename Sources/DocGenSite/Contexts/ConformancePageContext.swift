/// A product's conformance report, in the shape of an ITI VPAT 2.5 (WCAG edition) Accessibility
/// Conformance Report and a WCAG-EM report: product information, evaluation methods, standards, terms,
/// one table per level (criterion, conformance level, remarks), and a legal disclaimer. Every verdict
/// and figure is derived from the product's audits.
struct ConformancePageContext: TemplateContext {
    /// How many criteria have one verdict.
    struct VerdictCount: TemplateContext {
        var verdict: String
        var slug: String
        var count: Int
    }

    /// One line of the report's information table (product, version, report date, …).
    struct Fact: TemplateContext {
        var label: String
        var value: String
        /// A link for the value (a contact's address), when it is one.
        var href: String?
    }

    /// How one audit of the product was evaluated.
    struct Method: TemplateContext {
        /// A scanner rule and the items it verified in the code.
        struct Rule: TemplateContext {
            var rule: String
            /// `5 items`.
            var count: String
            var criteria: String
        }

        var title: String
        var href: String
        var data: String
        /// `68 items`.
        var items: String
        /// Whether the audit is checked against Swift sources.
        var checked: Bool
        var sources: String?
        var rules: [Rule]
        var hasRules: Bool
        /// Items no rule verified: reviewed by hand (`8 items`).
        var byHand: String
        var byHandCriteria: String
        var hasByHand: Bool
        /// When the audit's file last changed (git), and when it was taken (stated).
        var changed: String?
        var taken: String?
    }

    /// A standard or guideline and whether the report covers it.
    struct Standard: TemplateContext {
        var name: String
        var included: String
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
        /// The verdict as shown: `Supports`, `Supports (not verified in code)`, `Partially Supports`, …
        var verdict: String
        var verdictSlug: String
        /// Not evaluated below Level AAA: a gap in the report.
        var isGap: Bool
        /// Why the criterion does not apply, as the team states it.
        var notApplicable: String?
        /// Remarks the team wrote; when there are none, the remarks are composed from the audits.
        var remarks: [String]
        var hasRemarks: Bool
        var audits: [Touch]
        var hasAudits: Bool
    }

    /// One audit's part in a criterion, in words composed from its items.
    struct Touch: TemplateContext {
        var title: String
        /// The criterion's row on the audit's page.
        var href: String
        /// `68 items: 68 fixed; none verified in code (…)`.
        var summary: String
        /// Examples of what the items fixed (plain-text summaries).
        var examples: [String]
        var hasExamples: Bool
        /// Items that are not covered, with their summaries.
        var openItems: [ItemLinkContext]
        var hasOpenItems: Bool
        /// Open items beyond those listed.
        var moreOpen: Int
        /// Open follow-ups of covered items: known issues.
        var followUps: [FollowUpContext]
        var hasFollowUps: Bool
        /// Unguarded sites in the code that no item lists, counted against the audit's own criteria.
        var unaudited: Int
        var hasUnaudited: Bool
    }

    var page: PageInfo
    /// `AIQ 3.2`.
    var productTitle: String
    var productDescription: String?
    var facts: [Fact]
    var methods: [Method]
    /// How the product was evaluated besides the audits, as the config states it.
    var methodsText: String?
    var standards: [Standard]
    var disclaimer: String
    /// `2.2`.
    var version: String
    /// The target level, `AA`.
    var target: String
    /// The levels the target includes, in words: `A and AA`.
    var targetLevels: String
    var tables: [Table]
    /// Verdicts of the criteria within the target, in the order of ``ConformanceVerdict``.
    var counts: [VerdictCount]
    /// Criteria within the target.
    var targetCount: Int
    /// Of those, criteria with a verdict other than Not Evaluated.
    var evaluated: Int
    /// Criteria below Level AAA within the target that no audit evaluates.
    var gapCount: Int
    var hasGaps: Bool
    /// Whether every criterion within the target supports or does not apply.
    var meetsTarget: Bool
    /// Of the criteria a claim rests on, those not verified in code.
    var unverifiedCount: Int
    var hasUnverified: Bool
    /// Criteria above the target that are named.
    var beyondCount: Int
    var hasBeyond: Bool
    /// The product's audits.
    var auditCount: Int
    /// Whether the page is the self-contained copy.
    var standalone: Bool
}
