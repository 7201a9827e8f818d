import DocGenAudit
import DocGenCore
import DocGenReport
import DocGenScan
import Foundation

/// What `docgen scan PATH…` is asked to do.
public struct ScanRequest: Sendable {
    /// Swift files or folders, as the user wrote them (relative to ``workingDirectory``).
    public var paths: [String]
    /// The `docgen.yml` to read `scan:` settings from; nil reads `docgen.yml` in the working directory when present.
    public var config: String?
    /// The rules to run; empty runs every rule (or, with ``writeAudit``, Reduce Motion).
    public var rules: [String] = []
    /// The report's format.
    public var format: ScanReportFormat = .text
    /// Globs of paths to skip, added to the configuration's.
    public var exclude: [String] = []
    /// Folders to read declarations from without reporting their sites (relative to ``workingDirectory``),
    /// added to the configuration's `scan: index:`.
    public var index: [String] = []
    /// What makes the scan fail (exit 1).
    public var failOn: [ScanFailCondition] = []
    /// Seconds one file may take; 0 for no limit.
    public var fileTimeLimit = ScanOptions.defaultFileTimeLimit
    /// An audit file to create or merge from the sites of the one rule scanned.
    public var writeAudit: String?
    /// Whether to report how long each rule took.
    public var verbose = false
    /// The shard to judge and report (`--shard K/N`); nil for every file.
    public var shard: ScanShard?
    /// Whether ``paths`` are shard reports to join (`--merge`) rather than sources to scan.
    public var merge = false
    /// The folder paths are relative to.
    public var workingDirectory: URL
    /// docgen's version, written into SARIF reports.
    public var toolVersion: String?

    /// A request to scan `paths` from `workingDirectory`, with every default.
    public init(paths: [String], workingDirectory: URL, toolVersion: String? = nil) {
        self.paths = paths
        self.workingDirectory = workingDirectory
        self.toolVersion = toolVersion
    }
}

/// What a scan gives the command to print: the report (standard output), then the diagnostics and notes
/// (standard error), and whether a `--fail-on` condition was met (exit 1).
public struct ScanOutcome: Sendable {
    /// The report in the requested format.
    public var report: String
    /// Located warnings (skipped files, suppressions without a reason).
    public var diagnostics: [Diagnostic]
    /// The folder the diagnostics' and report's paths are relative to.
    public var root: URL
    /// Lines for standard error after the diagnostics: the summary, each rule's time (verbose), the audit written.
    public var notes: [String]
    /// Whether a `--fail-on` condition is met.
    public var failed: Bool
    /// The scan itself, for callers that look further.
    public var result: ScanResult
}

/// Why a scan did not run to the end.
public enum ScanProblem: Error, Sendable {
    /// The request is not one docgen can run (exit 2): a message for `docgen: error: …`.
    case usage(String)
    /// The input is invalid (exit 2): located errors, relative to `root`; no report is written.
    case invalidInput(DiagnosticError, root: URL)
}

/// Runs `docgen scan`: reads the settings, scans, reports, writes the audit, and decides the outcome.
public enum ScanRunner {
    /// Runs `request`.
    public static func run(_ request: ScanRequest) throws(ScanProblem) -> ScanOutcome {
        if request.merge { return try merge(request) }
        let rules = try checkedRules(request)
        var root = request.workingDirectory
        do throws(DiagnosticError) {
            var settings = ScanSettings()
            let configURL = request.config.map { URL(fileURLWithPath: $0, relativeTo: request.workingDirectory) }
                ?? request.workingDirectory.appendingPathComponent("docgen.yml")
            if request.config != nil || FileManager.default.fileExists(atPath: configURL.path) {
                let loaded = try ConfigLoader.load(from: configURL, displayPath: request.config ?? "docgen.yml")
                settings = loaded.scan
                root = loaded.root
            }
            if let audit = request.writeAudit {
                try AuditWriter.checkTarget(URL(fileURLWithPath: audit, relativeTo: request.workingDirectory), displayPath: audit)
            }
            settings.exclude += request.exclude
            var options = try ScanOptions(settings: settings, root: root)
            options.index += request.index.map { URL(fileURLWithPath: $0, relativeTo: request.workingDirectory) }
            options.fileTimeLimit = request.fileTimeLimit > 0 ? request.fileTimeLimit : nil
            options.shard = request.shard
            let scanner = AccessibilityScanner(options: options, rules: rules.isEmpty ? nil : rules)
            let (result, statistics) = try scanner.measuredScan(
                paths: request.paths.map { URL(fileURLWithPath: $0, relativeTo: request.workingDirectory) }, root: root)
            // Unreadable input (not UTF-8) is an error as in build and check: no report, exit 2, so a gate
            // cannot pass by the file it could not read.
            try DiagnosticCollector.throwing(result.diagnostics)
            var notes = [statistics.summary]
            if !result.indexed.isEmpty {
                notes.append("indexed \(result.indexed.count) package\(result.indexed.count == 1 ? "" : "s") (declarations only): "
                             + result.indexed.map(\.description).joined(separator: ", "))
            }
            if request.verbose { notes += statistics.ruleLines + [statistics.stageLine].compactMap { $0 } }
            if let audit = request.writeAudit {
                let rule = rules.first ?? ReduceMotionRule.id
                let drafts = result.sites(of: rule).map(AuditItemDraft.init(site:))
                let rootPath = root.standardizedFileURL.path
                let scanned = request.paths.compactMap { path -> String? in
                    let full = URL(fileURLWithPath: path, relativeTo: request.workingDirectory).standardizedFileURL.path
                    return full == rootPath ? "" : full.hasPrefix(rootPath + "/") ? String(full.dropFirst(rootPath.count + 1)) : nil
                }
                let scope = AuditWriter.Scope(criteria: RuleRegistry.rule(rule).map { Set($0.criteria) }, scannedFiles: Set(result.files),
                                              scannedPaths: scanned, root: root)
                let summary = try AuditWriter.write(drafts, to: URL(fileURLWithPath: audit, relativeTo: request.workingDirectory),
                                                    displayPath: audit, title: RuleRegistry.rule(rule)?.title, scope: scope)
                notes.append("\(audit): \(summary.description)")
            }
            return ScanOutcome(report: request.format.reporter(toolVersion: request.toolVersion).report(result),
                               diagnostics: result.diagnostics, root: root, notes: notes,
                               failed: request.failOn.contains { $0.isMet(by: result) }, result: result)
        } catch {
            throw .invalidInput(error, root: root)
        }
    }

    /// The rules to run: checked against the registry; an audit is written for one rule (Reduce Motion without `--rule`).
    private static func checkedRules(_ request: ScanRequest) throws(ScanProblem) -> [String] {
        guard !request.paths.isEmpty else { throw .usage("missing PATH; give the Swift files or folders to scan") }
        guard request.fileTimeLimit >= 0, request.fileTimeLimit <= ScanOptions.maximumFileTimeLimit else {
            throw .usage("--file-time-limit takes a number of seconds from 0 (no limit) to "
                         + "\(Int(ScanOptions.maximumFileTimeLimit)); found \(request.fileTimeLimit)")
        }
        for rule in request.rules where RuleRegistry.rule(rule) == nil {
            throw .usage("unknown rule '\(rule)'; known rules: \(RuleRegistry.ids.joined(separator: ", "))")
        }
        guard request.writeAudit != nil else { return request.rules }
        if let shard = request.shard {
            throw .usage("--write-audit needs every site, not shard \(shard)'s: write the audit from a whole scan")
        }
        if request.rules.count > 1 {
            throw .usage("--write-audit writes the audit of one rule: give one --rule ID (default: \(ReduceMotionRule.id))")
        }
        return request.rules.isEmpty ? [ReduceMotionRule.id] : request.rules
    }
}

extension ScanRunner {
    /// Runs `docgen scan --merge REPORT…`: joins the shards' JSON reports and reports them as one scan.
    static func merge(_ request: ScanRequest) throws(ScanProblem) -> ScanOutcome {
        guard !request.paths.isEmpty else { throw .usage("--merge needs the JSON report of every shard (docgen scan --shard K/N --format json)") }
        let given: [(String, Bool)] = [("--shard", request.shard != nil), ("--rule", !request.rules.isEmpty),
                                       ("--exclude", !request.exclude.isEmpty), ("--config", request.config != nil),
                                       ("--write-audit", request.writeAudit != nil),
                                       ("--file-time-limit", request.fileTimeLimit != ScanOptions.defaultFileTimeLimit)]
        if let option = given.first(where: \.1)?.0 {
            throw .usage("--merge joins shard reports as they were scanned; \(option) belongs to the scan of each shard")
        }
        let result: ScanResult
        do throws(DiagnosticError) {
            result = try ScanMerge.merge(request.paths, workingDirectory: request.workingDirectory)
        } catch {
            throw .invalidInput(error, root: request.workingDirectory)
        }
        let note = "merged \(request.paths.count) shard\(request.paths.count == 1 ? "" : "s"): \(result.files.count) files, "
            + "\(result.sites.count) sites"
        return ScanOutcome(report: request.format.reporter(toolVersion: request.toolVersion).report(result),
                           diagnostics: result.diagnostics, root: request.workingDirectory, notes: [note],
                           failed: request.failOn.contains { $0.isMet(by: result) }, result: result)
    }
}

/// What makes `docgen scan` exit 1 (`--fail-on`).
public enum ScanFailCondition: String, Sendable, CaseIterable {
    /// A site fails its rule (`unguarded`: the name from before rules, kept).
    case fail, unguarded
    /// A file was skipped (nested too deeply for swift-syntax, over the time limit).
    case skipped
    /// Any warning.
    case warning

    /// Whether the condition is met by a scan.
    public func isMet(by result: ScanResult) -> Bool {
        switch self {
        case .fail, .unguarded: !result.failingSites.isEmpty
        case .skipped: !result.skippedFiles.isEmpty
        case .warning: result.diagnostics.contains { $0.severity == .warning }
        }
    }
}
