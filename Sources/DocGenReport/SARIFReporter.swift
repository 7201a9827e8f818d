import DocGenAudit

/// SARIF 2.1.0, as GitHub code scanning accepts it: one run, one result per uncovered item.
///
/// Rules, per audit (in config order): `<audit-id>/uncovered` (an item that is open, stale, or
/// fixed but unguarded) and, when the scanner found any, `<audit-id>/unaudited` (an animation no
/// item lists), and `<audit-id>/skipped` when a source file was skipped by the scanner. `level` follows the severity (``SARIFLog/level(severity:rank:)``).
/// `partialFingerprints["docgenItem/v1"]` is `<audit-id>/<item-id>`, stable across edits.
public struct SARIFReporter: Reporter {
    /// `sarif`.
    public static let identifier = "sarif"
    /// docgen's version, written into `tool.driver.version`.
    public var toolVersion: String
    /// Where docgen is documented, written into `tool.driver.informationUri` when given.
    public var informationURI: String?

    /// Creates the reporter.
    public init(toolVersion: String, informationURI: String? = nil) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    /// The SARIF log as pretty-printed JSON with sorted keys.
    public func report(_ result: CheckResult) -> String {
        var log = SARIFLog(toolVersion: toolVersion, informationURI: informationURI)
        for check in result.audits {
            let audit = check.audit
            let uncoveredRule = "\(audit.id)/uncovered"
            log.add(SARIFLog.Rule(
                id: uncoveredRule,
                short: "\(audit.title): item not covered",
                full: "An item of the audit '\(audit.title)' is open, stale, or marked fixed while its site is unguarded.",
                help: "Fix the item in the code and mark it fixed, or mark it exempt with a reason, in \(audit.file)."))
            let unauditedRule = "\(audit.id)/unaudited"
            if !check.coverage.unaudited.isEmpty {
                log.add(SARIFLog.Rule(
                    id: unauditedRule,
                    short: "\(audit.title): site not in the audit",
                    full: "The scanner found a failing site that no item of the audit '\(audit.title)' lists.",
                    help: "Fix the site in the code, or add it as an item to \(audit.file)."))
            }
            let skippedRule = "\(audit.id)/skipped"
            if !check.coverage.skippedSources.isEmpty {
                log.add(SARIFLog.Rule(
                    id: skippedRule,
                    short: "\(audit.title): source file not scanned",
                    full: "The scanner skipped a source file the audit '\(audit.title)' is verified against, so its items are not verified.",
                    help: "Make the file scannable (the message says why it was skipped), exclude it with 'scan: exclude', "
                        + "or accept unverified items with 'scan: on_skipped: warn'."))
            }
            for entry in check.coverage.uncovered {
                log.add(SARIFLog.Result(
                    ruleID: entry.state == "unaudited" ? unauditedRule : entry.state == AuditCoverage.skippedState ? skippedRule : uncoveredRule,
                    level: SARIFLog.level(severity: entry.severity, rank: audit.rank(ofSeverity: entry.severity)),
                    message: "[\(entry.severity)] \(entry.id): \(entry.summary) (\(entry.state))",
                    file: entry.file, line: entry.line,
                    fingerprints: ["docgenItem/v1": "\(audit.id)/\(entry.id)"]))
            }
        }
        return log.text
    }
}
