import DocGenCore
import DocGenScan

/// Compiler-style lines for a scan: a warning per failing site, a note per site whose verdict is unknown or
/// that a suppression exempts (with its reason), then one summary line per rule.
public struct ScanTextReporter: Reporter {
    /// `text`.
    public static let identifier = "text"

    /// Creates the reporter.
    public init() {}

    /// `path:line:col: warning: [reduce-motion] unguarded [high] withAnimation spring, offset in V.body`, then totals.
    public func report(_ result: ScanResult) -> String {
        var lines: [String] = []
        for site in result.sites where !site.repeatsDefinition {
            let place = "\(site.file):\(site.line):\(site.column)"
            switch site.verdict {
            case .fail:
                lines.append("\(place): warning: [\(site.rule)] \(site.reason) [\(site.severity.rawValue)] \(site.summary)")
            case .unknown:
                lines.append("\(place): note: [\(site.rule)] \(site.reason) [\(site.severity.rawValue)] \(site.summary)")
            case .exempt where site.suppression != nil:
                lines.append("\(place): note: [\(site.rule)] suppressed: \(site.suppression ?? "") [\(site.severity.rawValue)] \(site.summary)")
            case .pass, .exempt:
                break
            }
        }
        lines += ScanRuleSummary.all(of: result).map(\.line)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The versioned JSON document of a scan (`schemaVersion` 2), keys sorted.
///
/// ```
/// { "schemaVersion": 2,
///   "rules": [{ "id", "title", "criteria": [], "sites", "pass", "fail", "exempt", "unknown" }],
///   "sites": [{ "id", "rule", "file", "line", "column", "kind", "severity", "verdict", "reason",
///               "guarded", "exempt", "enclosing", "argument",
///               "motion": { "curve": [], "effects": [] },              (reduce-motion)
///               "definition": { "name", "file", "line", "value" },     (when a token was resolved)
///               "suppression": "REASON",                               (when suppressed)
///               "detail", "uses", "repeatsDefinition" }],
///   "wrappers": [{ "name", "kind", "file", "line" }],
///   "totals": { "sites", "pass", "fail", "exempt", "unknown",
///               "bySeverity": { "critical": { "sites", "fail" }, … },
///               "byFile": [{ "file", "sites", "pass", "fail", "exempt", "unknown" }] },
///   "diagnostics": [{ "severity", "message", "location" }],
///   "shard": { "index", "count", "files": [], "skipped": [] } }           (with --shard K/N)
/// ```
/// A shard's document is what `docgen scan --merge` reads back (``ScanJSONReader``).
public struct ScanJSONReporter: Reporter {
    /// `json`.
    public static let identifier = "json"
    /// The schema version written as `schemaVersion`.
    public static let schemaVersion = 2

    /// Creates the reporter.
    public init() {}

    /// The JSON document, pretty-printed with sorted keys and a final newline.
    public func report(_ result: ScanResult) -> String {
        let rules = result.rules.map { id -> JSONValue in
            let totals = result.sites(of: id).reduce(into: FileTotals(file: "")) { $0.add($1) }
            let rule = RuleRegistry.rule(id)
            return ["id": .string(id), "title": .string(rule?.title ?? id),
                    "criteria": .array((rule?.criteria ?? []).map(JSONValue.string)),
                    "sites": .int(totals.sites), "pass": .int(totals.passing), "fail": .int(totals.failing),
                    "exempt": .int(totals.exempt), "unknown": .int(totals.unknown)]
        }
        let wrappers = result.wrappers.map { wrapper -> JSONValue in
            ["name": .string(wrapper.name), "kind": .string(wrapper.kind.rawValue), "file": .string(wrapper.file), "line": .int(wrapper.line)]
        }
        var bySeverity: [String: JSONValue] = [:]
        for totals in result.totalsBySeverity {
            bySeverity[totals.severity.rawValue] = ["sites": .int(totals.sites), "fail": .int(totals.failing)]
        }
        let all = result.totals
        let diagnostics = result.diagnostics.map { diagnostic -> JSONValue in
            ["severity": .string(diagnostic.severity.rawValue), "message": .string(diagnostic.message),
             "location": diagnostic.location.map { .string($0.description) } ?? .null]
        }
        let sites = result.sites
        let renderedSites = Parallel.map(sites.count) { Self.site(sites[$0]).rendered(indent: 2) }
        let totals: JSONValue = [
            "sites": .int(all.sites), "pass": .int(all.passing), "fail": .int(all.failing), "exempt": .int(all.exempt),
            "unknown": .int(all.unknown), "bySeverity": .object(bySeverity), "byFile": .array(result.totalsByFile.map(Self.totals)),
        ]
        var members = [
            "schemaVersion": JSONValue.int(Self.schemaVersion).rendered(indent: 1),
            "rules": JSONValue.array(rules).rendered(indent: 1),
            "sites": JSONValue.array(renderedItems: renderedSites, indent: 1),
            "wrappers": JSONValue.array(wrappers).rendered(indent: 1),
            "totals": totals.rendered(indent: 1),
            "diagnostics": JSONValue.array(diagnostics).rendered(indent: 1),
        ]
        if let shard = result.shard {
            let part: JSONValue = ["index": .int(shard.index), "count": .int(shard.count),
                                   "files": .array(result.files.map(JSONValue.string)),
                                   "skipped": .array(result.skippedFiles.map(JSONValue.string))]
            members["shard"] = part.rendered(indent: 1)
        }
        return JSONValue.document(renderedMembers: members)
    }

    static func site(_ site: ScanSite) -> JSONValue {
        var value: [String: JSONValue] = [
            "id": .string(site.id), "rule": .string(site.rule), "file": .string(site.file), "line": .int(site.line),
            "column": .int(site.column), "kind": .string(site.kind), "severity": .string(site.severity.rawValue),
            "verdict": .string(site.verdict.rawValue), "reason": .string(site.reason), "guarded": .bool(site.guarded),
            "exempt": .bool(site.exempt), "enclosing": .string(site.enclosing), "argument": .string(site.argument),
            "detail": .string(site.detail),
        ]
        if let motion = site.motion {
            value["motion"] = ["curve": .array(motion.curve.map { .string($0.rawValue) }),
                               "effects": .array(motion.effects.map { .string($0.rawValue) })]
        }
        if let definition = site.definition {
            value["definition"] = ["name": .string(definition.name), "file": .string(definition.file),
                                   "line": .int(definition.line), "value": .string(definition.value)]
        }
        if let suppression = site.suppression { value["suppression"] = .string(suppression) }
        if let uses = site.uses { value["uses"] = .int(uses) }
        if site.repeatsDefinition { value["repeatsDefinition"] = .bool(true) }
        return .object(value)
    }

    private static func totals(_ totals: FileTotals) -> JSONValue {
        ["file": .string(totals.file), "sites": .int(totals.sites), "pass": .int(totals.passing), "fail": .int(totals.failing),
         "exempt": .int(totals.exempt), "unknown": .int(totals.unknown)]
    }
}

/// SARIF 2.1.0 of a scan: one rule per accessibility rule run (help text, `helpUri`, WCAG tags in the axe
/// style), one result per failing site (level by severity), per site with an unknown verdict (`note`),
/// and per suppressed site (with its in-source suppression and reason); fingerprinted by the site id.
public struct ScanSARIFReporter: Reporter {
    /// `sarif`.
    public static let identifier = "sarif"
    /// The tool version written in the driver, when known (passed in to keep output deterministic).
    public var toolVersion: String?

    /// Creates the reporter.
    public init(toolVersion: String? = nil) {
        self.toolVersion = toolVersion
    }

    /// The SARIF log as pretty JSON with sorted keys.
    public func report(_ result: ScanResult) -> String {
        var log = SARIFLog(toolVersion: toolVersion)
        for id in result.rules {
            guard let rule = RuleRegistry.rule(id) else { continue }
            let criteria = rule.criteria.map { "WCAG \($0)" }.joined(separator: ", ")
            let severities = rule.severityRules.map { "\($0.severity.rawValue): \($0.matches)" }.joined(separator: "; ")
            log.add(SARIFLog.Rule(
                id: rule.id, name: rule.title.filter { !$0.isWhitespace }, short: "\(rule.title) (\(criteria)): \(rule.summary)",
                full: rule.description, help: "\(rule.description)\nSeverity: \(severities).\nSee \(rule.helpURI)",
                helpURI: rule.helpURI, level: "warning", tags: ["accessibility"] + rule.tags))
        }
        for site in result.sites where !site.repeatsDefinition {
            let message = "\(site.reason) [\(site.severity.rawValue)] \(site.summary)"
            switch site.verdict {
            case .fail:
                log.add(result: site, level: SARIFLog.level(severity: site.severity.rawValue, rank: site.severity.rank), message: message)
            case .unknown:
                log.add(result: site, level: "note", message: message)
            case .exempt where site.suppression != nil:
                log.add(result: site, level: SARIFLog.level(severity: site.severity.rawValue, rank: site.severity.rank),
                        message: "suppressed [\(site.severity.rawValue)] \(site.summary)", suppression: site.suppression)
            case .pass, .exempt:
                break
            }
        }
        return log.text
    }
}

extension SARIFLog {
    mutating func add(result site: ScanSite, level: String, message: String, suppression: String? = nil) {
        add(Result(ruleID: site.rule, level: level, message: message, file: site.file, line: site.line, column: site.column,
                   fingerprints: ["docgenSiteId/v1": site.id], suppression: suppression))
    }
}
