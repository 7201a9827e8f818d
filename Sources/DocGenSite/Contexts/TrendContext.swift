import DocGenAudit
import DocGenCore

/// An audit's trend on its page: the chart, the same figures in a table, and what the points are.
struct TrendContext: TemplateContext {
    /// One commit's figures.
    struct Row: TemplateContext {
        var date: String
        /// The first 12 digits of the commit's hash.
        var commit: String
        var commitHash: String
        var items: Int
        var open: Int
        var fixed: Int
        var exempt: Int
        /// Items verified in code; `nil` for an audit not checked against code.
        var verified: Int?
    }

    /// The SVG chart (docgen's own markup).
    var chartHTML: String
    /// Oldest first, as the chart reads.
    var rows: [Row]
    /// Whether the table has a "Verified in code" column.
    var hasVerified: Bool
    /// What makes a point: the audit file, or also its sources' verdicts.
    var pointsAre: String
    /// The commit the history ends at.
    var endCommit: String
    /// Why the figures may differ from the summary above, or the history be incomplete.
    var notes: [String]

    init?(_ trend: AuditTrend?, verified: Bool, modified: Bool) {
        guard let trend, let last = trend.points.last else { return nil }
        chartHTML = TrendChart.svg(trend, id: "trend-chart",
                                   title: trend.hasVerified ? "Open, fixed and verified items per commit" : "Open and fixed items per commit")
        rows = trend.points.map { point in
            Row(date: point.commit.date, commit: point.commit.short, commitHash: point.commit.hash, items: point.counts.items,
                open: point.counts.open, fixed: point.counts.fixed, exempt: point.counts.exempt, verified: point.counts.verified)
        }
        hasVerified = trend.hasVerified
        pointsAre = verified
            ? "commit that changed the audit file, or changed its sources so that docgen scan's verdicts on the items moved"
            : "commit that changed the audit file"
        endCommit = last.commit.short
        var notes: [String] = []
        if trend.truncated {
            notes.append("This clone of the repository is shallow: the history before \(trend.points[0].commit.date) is missing.")
        }
        if trend.unreadable > 0 {
            notes.append("\(trend.unreadable) commit\(trend.unreadable == 1 ? "" : "s") left the audit file in a form docgen cannot "
                         + "read today; \(trend.unreadable == 1 ? "it is" : "they are") left out.")
        }
        if modified {
            notes.append("The working copy has changes that no commit holds yet: the summary above counts them; the trend ends at the last commit.")
        }
        self.notes = notes
    }
}
