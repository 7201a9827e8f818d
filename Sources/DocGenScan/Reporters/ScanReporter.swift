import DocGenCore
import Foundation

/// Turns a scan result into one output format.
public protocol ScanReporter: Sendable {
    /// The `--format` value selecting the reporter.
    static var identifier: String { get }
    /// The whole report.
    func report(_ result: ScanResult) -> String
}

/// The reporter for a `--format` value.
public enum ScanReporters {
    /// Every format: `text`, `json`, `sarif`.
    public static let identifiers = [ScanTextReporter.identifier, ScanJSONReporter.identifier, ScanSARIFReporter.identifier]

    /// The reporter named `identifier`; `toolVersion` goes into SARIF.
    public static func reporter(_ identifier: String, toolVersion: String? = nil) -> (any ScanReporter)? {
        switch identifier {
        case ScanTextReporter.identifier: ScanTextReporter()
        case ScanJSONReporter.identifier: ScanJSONReporter()
        case ScanSARIFReporter.identifier: ScanSARIFReporter(toolVersion: toolVersion)
        default: nil
        }
    }
}

/// Compiler-style lines, one per unguarded site, then a summary.
public struct ScanTextReporter: ScanReporter {
    /// `text`.
    public static let identifier = "text"

    /// Creates the reporter.
    public init() {}

    /// `path:line:col: warning: unguarded [high] withAnimation spring in TestTakingView.body`, then totals.
    public func report(_ result: ScanResult) -> String {
        var lines = result.unguardedSites.map { site in
            "\(site.file):\(site.line):\(site.column): warning: unguarded [\(site.severity.rawValue)] \(site.summary)"
        }
        let totals = result.sites.reduce(into: FileTotals(file: "")) { $0.add($1) }
        let bySeverity = result.totalsBySeverity.map { "\($0.severity.rawValue) \($0.unguarded)/\($0.sites)" }
        lines.append("\(result.sites.count) animation sites in \(result.files.count) files: \(totals.guarded) guarded, "
            + "\(totals.exempt) exempt, \(totals.unguarded) unguarded (unguarded/all by severity: \(bySeverity.joined(separator: ", ")))")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The versioned JSON document (`schemaVersion` 1), keys sorted.
///
/// ```
/// { "schemaVersion": 1,
///   "sites": [{ "id", "file", "line", "column", "kind", "motion": [], "severity", "guarded", "guard",
///               "exempt", "enclosing", "argument" }],
///   "wrappers": [{ "name", "kind", "file", "line" }],
///   "totals": { "sites", "guarded", "exempt", "unguarded",
///               "bySeverity": { "critical": { "sites", "unguarded" }, … },
///               "byFile": [{ "file", "sites", "guarded", "exempt", "unguarded" }] },
///   "diagnostics": [{ "severity", "message", "location" }] }
/// ```
public struct ScanJSONReporter: ScanReporter {
    /// `json`.
    public static let identifier = "json"

    /// Creates the reporter.
    public init() {}

    /// The JSON document, pretty-printed with sorted keys and a final newline.
    public func report(_ result: ScanResult) -> String {
        let all = result.sites.reduce(into: FileTotals(file: "")) { $0.add($1) }
        let sites = result.sites.map { site -> JSONValue in
            .object([
                "id": .string(site.id), "file": .string(site.file), "line": .int(site.line), "column": .int(site.column),
                "kind": .string(site.kind), "motion": .array(site.motion.map { .string($0.rawValue) }),
                "severity": .string(site.severity.rawValue), "guarded": .bool(site.guarded),
                "guard": .string(site.guardReason.description), "exempt": .bool(site.exempt),
                "enclosing": .string(site.enclosing), "argument": .string(site.argument),
            ])
        }
        let wrappers = result.wrappers.map { wrapper -> JSONValue in
            .object(["name": .string(wrapper.name), "kind": .string(wrapper.kind.rawValue),
                     "file": .string(wrapper.file), "line": .int(wrapper.line)])
        }
        var bySeverity: [String: JSONValue] = [:]
        for totals in result.totalsBySeverity {
            bySeverity[totals.severity.rawValue] = .object(["sites": .int(totals.sites), "unguarded": .int(totals.unguarded)])
        }
        let byFile = result.totalsByFile.map { totals -> JSONValue in
            .object(["file": .string(totals.file), "sites": .int(totals.sites), "guarded": .int(totals.guarded),
                     "exempt": .int(totals.exempt), "unguarded": .int(totals.unguarded)])
        }
        let diagnostics = result.diagnostics.map { diagnostic -> JSONValue in
            .object(["severity": .string(diagnostic.severity.rawValue), "message": .string(diagnostic.message),
                     "location": diagnostic.location.map { .string($0.description) } ?? .null])
        }
        return JSONValue.object([
            "schemaVersion": .int(1),
            "sites": .array(sites),
            "wrappers": .array(wrappers),
            "totals": .object([
                "sites": .int(all.sites), "guarded": .int(all.guarded), "exempt": .int(all.exempt),
                "unguarded": .int(all.unguarded), "bySeverity": .object(bySeverity), "byFile": .array(byFile),
            ]),
            "diagnostics": .array(diagnostics),
        ]).text
    }
}

/// Encodes documents the same way everywhere: pretty, sorted keys, no escaped slashes, final newline.
enum JSONText {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
