import DocGenAudit
import DocGenCore

/// How a WCAG criterion appears in templates: number, name, level and the Understanding page.
///
/// Every field is plain text that Mustache's `{{…}}` escapes.
struct CriterionContext: TemplateContext {
    /// `1.4.4`.
    var id: String
    /// `Resize Text`.
    var name: String
    /// `1.4.4 Resize Text`.
    var title: String
    /// `A`, `AA` or `AAA`.
    var level: String
    /// The Understanding document's address, written out in print.
    var url: String
    /// An anchor for the criterion's row, such as `wcag-1-4-4`.
    var anchor: String

    init(_ criterion: WCAGCriterion) {
        id = criterion.id
        name = criterion.name
        title = criterion.title
        level = criterion.level.rawValue
        url = criterion.understandingURL
        anchor = Self.anchor(criterion)
    }

    /// The anchor of a criterion's row on the audit page.
    static func anchor(_ criterion: WCAGCriterion) -> String {
        "wcag-" + criterion.id.replacingOccurrences(of: ".", with: "-")
    }
}

/// One row of an audit page's table of criteria.
struct CriterionUsageContext: TemplateContext {
    /// The criterion.
    var criterion: CriterionContext
    /// Items that name it.
    var count: Int
    /// Of those, covered.
    var covered: Int
    /// The criterion's row on the conformance page.
    var conformanceHref: String

    /// The row of `usage` on the page at `page`, linking to its row on the product's conformance page.
    init(_ usage: CriterionUsage, from page: String, conformancePath: String) {
        criterion = CriterionContext(usage.criterion)
        count = usage.count
        covered = usage.covered
        conformanceHref = SitePaths.href(from: page, to: conformancePath, fragment: criterion.anchor)
    }
}
