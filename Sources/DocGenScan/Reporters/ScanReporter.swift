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
        let document = ScanJSONDocument(
            schemaVersion: 1,
            sites: result.sites.map {
                .init(id: $0.id, file: $0.file, line: $0.line, column: $0.column, kind: $0.kind,
                      motion: $0.motion.map(\.rawValue), severity: $0.severity.rawValue, guarded: $0.guarded,
                      guard: $0.guardReason.description, exempt: $0.exempt, enclosing: $0.enclosing, argument: $0.argument)
            },
            wrappers: result.wrappers,
            totals: .init(
                sites: all.sites, guarded: all.guarded, exempt: all.exempt, unguarded: all.unguarded,
                bySeverity: Dictionary(uniqueKeysWithValues: result.totalsBySeverity.map {
                    ($0.severity.rawValue, .init(sites: $0.sites, unguarded: $0.unguarded))
                }),
                byFile: result.totalsByFile.map {
                    .init(file: $0.file, sites: $0.sites, guarded: $0.guarded, exempt: $0.exempt, unguarded: $0.unguarded)
                }),
            diagnostics: result.diagnostics.map {
                .init(severity: $0.severity.rawValue, message: $0.message, location: $0.location?.description)
            })
        return JSONText.encode(document)
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

struct ScanJSONDocument: Encodable {
    struct Site: Encodable {
        var id: String, file: String, line: Int, column: Int, kind: String, motion: [String], severity: String
        var guarded: Bool, `guard`: String, exempt: Bool, enclosing: String, argument: String
    }
    struct Count: Encodable { var sites: Int, unguarded: Int }
    struct File: Encodable { var file: String, sites: Int, guarded: Int, exempt: Int, unguarded: Int }
    struct Totals: Encodable {
        var sites: Int, guarded: Int, exempt: Int, unguarded: Int
        var bySeverity: [String: Count]
        var byFile: [File]
    }
    struct Problem: Encodable { var severity: String, message: String, location: String? }
    var schemaVersion: Int
    var sites: [Site]
    var wrappers: [SafeWrapper]
    var totals: Totals
    var diagnostics: [Problem]
}
