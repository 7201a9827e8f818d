import DocGenAudit

/// CSV (RFC 4180, CRLF line ends, UTF-8): one row per item, sorted by file, line and id.
///
/// Columns: `audit,id,file,line,severity,status,phase,pattern,covered,verification,summary` (the
/// `audit` column only when the report holds every audit). A cell is quoted when it holds a comma,
/// a quote or a line break, and also when it starts with `=`, `+`, `-` or `@`, so that a spreadsheet
/// never reads it as a formula. `docgen build` writes one per audit as `reports/<audit-id>.csv`.
public struct CSVReporter: Reporter {
    /// `csv`.
    public static let identifier = "csv"
    /// The audit to report, or `nil` for every audit (with an `audit` column).
    public var auditID: String?

    /// Creates the reporter for one audit, or for all of them.
    public init(auditID: String? = nil) {
        self.auditID = auditID
    }

    /// The report, with a header row.
    public func report(_ result: CheckResult) -> String {
        let audits = result.audits.filter { auditID == nil || $0.audit.id == auditID }
        var columns = ["id", "file", "line", "severity", "status", "phase", "pattern", "covered", "verification", "summary"]
        if auditID == nil { columns.insert("audit", at: 0) }
        var rows = [columns]
        for check in audits {
            for item in check.audit.items.sorted(by: { ($0.file, $0.line, $0.id) < ($1.file, $1.line, $1.id) }) {
                var row = [item.id, item.file, String(item.line), item.severity, item.effectiveStatus.rawValue,
                           item.phase ?? "", item.pattern ?? "", item.isCovered ? "yes" : "no",
                           item.verification.rawValue, item.summary]
                if auditID == nil { row.insert(check.audit.id, at: 0) }
                rows.append(row)
            }
        }
        return rows.map { $0.map(Self.cell).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// One cell, quoted when it needs to be.
    static func cell(_ value: String) -> String {
        let needsQuotes = value.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || value.first.map { "=+-@".contains($0) } == true
        return needsQuotes ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
    }
}
