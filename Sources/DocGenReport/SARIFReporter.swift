import DocGenAudit
import Foundation

/// SARIF 2.1.0, as GitHub code scanning accepts it: one run, one result per uncovered item.
///
/// Rules, per audit (in config order): `<audit-id>/uncovered` (an item that is open, stale, or
/// fixed but unguarded) and, when the scanner found any, `<audit-id>/unaudited` (an animation no
/// item lists). `level` follows the severity: critical and high → `error`, medium → `warning`,
/// low → `note`; other severity names go by position (first two `error`, third `warning`, rest `note`).
/// `partialFingerprints["docgenItem/v1"]` is `<audit-id>/<item-id>`, stable across edits.
public struct SARIFReporter: Reporter {
    /// `sarif`.
    public static let identifier = "sarif"
    /// The schema URI written as `$schema`.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

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
        var rules: [JSONValue] = []
        var results: [JSONValue] = []
        for check in result.audits {
            let audit = check.audit
            let uncoveredRule = "\(audit.id)/uncovered"
            rules.append(rule(
                id: uncoveredRule,
                short: "\(audit.title): item not covered",
                full: "An item of the audit '\(audit.title)' is open, stale, or marked fixed while its site is unguarded.",
                help: "Fix the item in the code and mark it fixed, or mark it exempt with a reason, in \(audit.file)."))
            let uncoveredIndex = rules.count - 1
            var unauditedIndex: Int?
            if !check.coverage.unaudited.isEmpty {
                rules.append(rule(
                    id: "\(audit.id)/unaudited",
                    short: "\(audit.title): animation not in the audit",
                    full: "The scanner found an unguarded animation that no item of the audit '\(audit.title)' lists.",
                    help: "Guard the animation on Reduce Motion, or add it as an item to \(audit.file)."))
                unauditedIndex = rules.count - 1
            }
            for entry in check.coverage.uncovered {
                let isSite = entry.state == "unaudited"
                let ruleIndex = isSite ? (unauditedIndex ?? uncoveredIndex) : uncoveredIndex
                let ruleID = isSite ? "\(audit.id)/unaudited" : uncoveredRule
                results.append(self.result(entry, audit: audit, ruleID: ruleID, ruleIndex: ruleIndex))
            }
        }
        var driver: [String: JSONValue] = ["name": "docgen", "version": .string(toolVersion), "rules": .array(rules)]
        if let informationURI { driver["informationUri"] = .string(informationURI) }
        let log: JSONValue = [
            "$schema": .string(Self.schemaURI),
            "version": "2.1.0",
            "runs": [["tool": ["driver": .object(driver)], "results": .array(results)]],
        ]
        return log.text
    }

    private func rule(id: String, short: String, full: String, help: String) -> JSONValue {
        ["id": .string(id), "shortDescription": ["text": .string(short)],
         "fullDescription": ["text": .string(full)], "help": ["text": .string(help)]]
    }

    private func result(_ entry: UncoveredEntry, audit: Audit, ruleID: String, ruleIndex: Int) -> JSONValue {
        [
            "ruleId": .string(ruleID),
            "ruleIndex": .int(ruleIndex),
            "level": .string(Self.level(of: entry.severity, in: audit)),
            "message": ["text": .string("[\(entry.severity)] \(entry.id): \(entry.summary) (\(entry.state))")],
            "locations": [[
                "physicalLocation": [
                    "artifactLocation": ["uri": .string(Self.uri(entry.file))],
                    "region": ["startLine": .int(entry.line)],
                ],
            ]],
            "partialFingerprints": ["docgenItem/v1": .string("\(audit.id)/\(entry.id)")],
        ]
    }

    /// The SARIF level of a severity.
    public static func level(of severity: String, in audit: Audit) -> String {
        switch severity {
        case "critical", "high": return "error"
        case "medium": return "warning"
        case "low": return "note"
        default:
            let rank = audit.rank(ofSeverity: severity)
            return rank < 2 ? "error" : rank == 2 ? "warning" : "note"
        }
    }

    /// A repository-relative path as a URI reference (spaces and other reserved characters percent-encoded).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
