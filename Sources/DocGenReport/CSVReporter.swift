import DocGenAudit
import DocGenMarkdown

/// CSV of audit items in the one schema of ``ItemCSV`` (RFC 4180, CRLF line ends, UTF-8): one row per
/// item, audits in the config's order, items sorted by file, line and id; summaries as plain text, and
/// cells that would start a spreadsheet formula neutralised. `docgen build` writes one per audit as
/// `reports/<audit-id>.csv`; `docgen check --format csv` writes every audit.
public struct CSVReporter: Reporter {
    /// `csv`.
    public static let identifier = "csv"
    /// The audit to report, or `nil` for every audit.
    public var auditID: String?

    /// Creates the reporter for one audit, or for all of them.
    public init(auditID: String? = nil) {
        self.auditID = auditID
    }

    /// The report, with a header row.
    public func report(_ result: CheckResult) -> String {
        var lines = [ItemCSV.header]
        for check in result.audits where auditID == nil || check.audit.id == auditID {
            for item in check.audit.items.sorted(by: { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }) {
                lines.append(ItemCSV.line(ItemCSV.row(product: check.audit.product ?? "", audit: check.audit.id, item: item,
                                                      summary: PlainText.of(item.summary), note: item.verificationNote)))
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
