import DocGenAudit

/// The coverage report as JSON, schema version 1 (keys sorted, no timestamps):
///
/// ```
/// {
///   "schemaVersion": 1,
///   "tool": {"name": "docgen", "version": "<version>"},
///   "passed": <bool: every gate passed and the ratchet holds>,
///   "ratchet": ["<compiler-style error line>", …],
///   "audits": [{
///     "id", "title", "file": <audit file>,
///     "total", "covered", "fixed", "exempt", "open", "stale", "unguarded", "unaudited": <int>,
///     "required": <int, or null without a gate>, "passed": <bool, true without a gate>,
///     "bySeverity": {"<severity>": {"count": <int>, "covered": <int>}, …},
///     "byCriterion": {"<WCAG criterion>": {"name", "level": "A|AA|AAA", "count": <int>, "covered": <int>}, …},
///     "items": [{"id", "file", "line", "severity", "phase": <string|null>, "pattern": <string|null>,
///                "criteria": ["<WCAG criterion>", …],
///                "status": "open|fixed|exempt|stale", "covered": <bool>,
///                "verification": "unverified|verified|unguarded|stale|skipped"}, …],
///     "unauditedSites": [{"id", "file", "line", "severity", "message"}, …],
///     "skippedSources": [{"file", "line", "message"}, …]
///   }, …]
/// }
/// ```
/// `status` is the effective status (an item whose site is gone is `stale`). Audits are in the
/// config's order, items in the audit file's order. Later versions only add keys.
public struct JSONReporter: Reporter {
    /// `json`.
    public static let identifier = "json"
    /// The schema version written as `schemaVersion`.
    public static let schemaVersion = 1

    /// docgen's version, written into `tool.version`.
    public var toolVersion: String

    /// Creates the reporter.
    public init(toolVersion: String) {
        self.toolVersion = toolVersion
    }

    /// The report as pretty-printed JSON with sorted keys.
    public func report(_ result: CheckResult) -> String {
        let document: JSONValue = [
            "schemaVersion": .int(Self.schemaVersion),
            "tool": ["name": "docgen", "version": .string(toolVersion)],
            "passed": .bool(result.passed),
            "ratchet": .array(result.ratchet.map { .string($0.description) }),
            "audits": .array(result.audits.map(audit)),
        ]
        return document.text
    }

    private func audit(_ check: AuditCheck) -> JSONValue {
        let totals = check.summary.totals
        var bySeverity: [String: JSONValue] = [:]
        for row in check.summary.severities {
            bySeverity[row.severity] = ["count": .int(row.count), "covered": .int(row.covered)]
        }
        var byCriterion: [String: JSONValue] = [:]
        for row in check.summary.criteria {
            byCriterion[row.criterion.id] = [
                "name": .string(row.criterion.name), "level": .string(row.criterion.level.rawValue),
                "count": .int(row.count), "covered": .int(row.covered),
            ]
        }
        return [
            "id": .string(check.audit.id),
            "title": .string(check.audit.title),
            "file": .string(check.audit.file),
            "total": .int(totals.total),
            "covered": .int(totals.covered),
            "fixed": .int(totals.fixed),
            "exempt": .int(totals.exempt),
            "open": .int(totals.open),
            "stale": .int(totals.stale),
            "unguarded": .int(totals.unguarded),
            "unaudited": .int(totals.unaudited),
            "required": check.gate.map { .int($0.required) } ?? .null,
            "passed": .bool(check.gate?.passed ?? true),
            "bySeverity": .object(bySeverity),
            "byCriterion": .object(byCriterion),
            "items": .array(check.audit.items.map(item)),
            "unauditedSites": .array(check.coverage.unaudited.map { site in
                ["id": .string(site.id), "file": .string(site.file), "line": .int(site.line),
                 "severity": .string(site.severity), "message": .string(site.message)]
            }),
            "skippedSources": .array(check.coverage.skippedSources.map { source in
                ["file": .string(source.file), "line": .int(source.line), "message": .string(source.message)]
            }),
        ]
    }

    private func item(_ item: AuditItem) -> JSONValue {
        [
            "id": .string(item.id),
            "file": .string(item.file),
            "line": .int(item.line),
            "severity": .string(item.severity),
            "phase": .optional(item.phase),
            "pattern": .optional(item.pattern),
            "criteria": .array(item.criteria.map { .string($0.id) }),
            "status": .string(item.effectiveStatus.rawValue),
            "covered": .bool(item.isCovered),
            "verification": .string(item.verification.rawValue),
        ]
    }
}
