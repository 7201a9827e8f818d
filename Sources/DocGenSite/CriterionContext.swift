import DocGenAudit
import DocGenCore

/// How a WCAG criterion appears in templates: number, name, level and the Understanding page.
///
/// Every field is plain text that Mustache's `{{…}}` escapes.
struct CriterionContext: Sendable {
    /// `1.4.4`.
    let id: String
    /// `Resize Text`.
    let name: String
    /// `1.4.4 Resize Text`.
    let title: String
    /// `A`, `AA` or `AAA`.
    let level: String
    /// The Understanding document's address, written out in print.
    let url: String
    /// An anchor for the criterion's row, such as `wcag-1-4-4`.
    let anchor: String

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
struct CriterionUsageContext: Sendable {
    /// The criterion.
    let criterion: CriterionContext
    /// Items that name it.
    let count: Int
    /// Of those, covered.
    let covered: Int

    init(_ usage: CriterionUsage) {
        criterion = CriterionContext(usage.criterion)
        count = usage.count
        covered = usage.covered
    }
}
