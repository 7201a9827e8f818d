import ArgumentParser
import DocGenAudit
import DocGenCore
import DocGenReport
import DocGenScan
import Foundation

/// `docgen scan PATH…`: runs the accessibility rules over Swift sources and reports every site with its verdict.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Run accessibility rules (Reduce Motion, …) over Swift sources.",
        discussion: """
        Rules (--list-rules): \(RuleRegistry.ids.joined(separator: ", ")). Settings per rule go under \
        scan: rules: ID: in docgen.yml, severity overrides included (scan: rules: reduce-motion: severity: {spring: medium}).
        A comment '// docgen:ignore RULE: REASON' on the line before a site (or at the end of its line) exempts it.
        A file over docgen's limits for one file (larger than 2 MiB, brackets nested pathologically, more than \
        2,000 member accesses chained or 4,000 operators in one expression) is skipped before parsing with a located \
        warning, the same on every machine; --file-time-limit is a safety net beyond those. --fail-on skipped makes a \
        skipped file fail the run; in build and check, it fails the gate of an audit verified against it.
        Exit status: 0 done, 1 failing sites with --fail-on fail (or skipped files with --fail-on skipped), \
        2 invalid input (such as a file that is not UTF-8: no report is written).
        """)

    @Argument(help: "Swift files or folders to scan.")
    var paths: [String] = []

    @Option(help: "The docgen.yml to read scan settings from (default: ./docgen.yml when present).")
    var config: String?

    @Option(name: .customLong("rule"), help: "A rule to run (repeatable; default: every rule). See --list-rules.")
    var rules: [String] = []

    @Flag(name: .customLong("list-rules"), help: "List the rules: id, WCAG criteria, title.")
    var listRules = false

    @Option(help: "Output format: text, json or sarif.")
    var format: String = "text"

    @Option(help: "Glob of paths to skip; repeatable.")
    var exclude: [String] = []

    @Option(name: .customLong("fail-on"), parsing: .singleValue,
            help: "Exit 1 when a site fails ('fail'; 'unguarded' is the same), when a file is skipped ('skipped'), or on any warning ('warning'). Repeatable.")
    var failOn: [ScanFailCondition] = []

    @Option(name: .customLong("file-time-limit"),
            help: "Seconds one file may take to parse and judge before it is skipped with a warning (0: no limit; at most a day): a safety net, since files over docgen's own limits (size, nesting, chains, operators) are skipped before parsing.")
    var fileTimeLimit: Double = ScanOptions.defaultFileTimeLimit

    @Option(name: .customLong("write-audit"), help: "Create or merge an audit YAML file from the sites of one rule (--rule ID; default reduce-motion).")
    var writeAudit: String?

    func run() throws {
        if listRules {
            Console.output(RuleRegistry.rules.map { rule in
                "\(rule.id)\t\(rule.wcagCriteria.map { "\($0.id) (\($0.level.rawValue))" }.joined(separator: ", "))\t\(rule.title)"
            }.joined(separator: "\n"))
            return
        }
        guard !paths.isEmpty else { throw CommandFailure.usage("missing PATH; give the Swift files or folders to scan") }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let format = ScanReportFormat(rawValue: format) else {
            throw CommandFailure.usage("unknown format '\(format)'; expected one of: \(ScanReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard fileTimeLimit >= 0, fileTimeLimit <= ScanOptions.maximumFileTimeLimit else {
            throw CommandFailure.usage("--file-time-limit takes a number of seconds from 0 (no limit) to "
                                       + "\(Int(ScanOptions.maximumFileTimeLimit)); found \(fileTimeLimit)")
        }
        for rule in rules where RuleRegistry.rule(rule) == nil {
            throw CommandFailure.usage("unknown rule '\(rule)'; known rules: \(RuleRegistry.ids.joined(separator: ", "))")
        }
        if writeAudit != nil, rules.count > 1 {
            throw CommandFailure.usage("--write-audit writes the audit of one rule: give one --rule ID (default: \(ReduceMotionRule.id))")
        }
        // An audit is written for one rule; without --rule that is Reduce Motion, as before rules existed.
        let rules = writeAudit != nil && self.rules.isEmpty ? [ReduceMotionRule.id] : self.rules
        var root = cwd
        var failed = false
        do throws(DiagnosticError) {
            var settings = ScanSettings()
            let configURL = config.map { URL(fileURLWithPath: $0, relativeTo: cwd) } ?? cwd.appendingPathComponent("docgen.yml")
            if config != nil || FileManager.default.fileExists(atPath: configURL.path) {
                let loaded = try ConfigLoader.load(from: configURL, displayPath: config ?? "docgen.yml")
                settings = loaded.scan
                root = loaded.root
            }
            if let writeAudit {
                try AuditWriter.checkTarget(URL(fileURLWithPath: writeAudit, relativeTo: cwd), displayPath: writeAudit)
            }
            settings.exclude += exclude
            var options = try ScanOptions(settings: settings)
            options.fileTimeLimit = fileTimeLimit > 0 ? fileTimeLimit : nil
            let scanner = AccessibilityScanner(options: options, rules: rules.isEmpty ? nil : rules)
            let (result, statistics) = try scanner.measuredScan(paths: paths.map { URL(fileURLWithPath: $0, relativeTo: cwd) }, root: root)
            // Unreadable input (not UTF-8) is an error as in build and check: no report, exit 2, so a gate
            // cannot pass by the file it could not read.
            try DiagnosticCollector.throwing(result.diagnostics)
            Console.output(format.reporter(toolVersion: DocGen.version).report(result))
            Console.print(result.diagnostics, root: root)
            Console.error(statistics.summary)
            if let writeAudit {
                let rule = rules.first ?? ReduceMotionRule.id
                let drafts = result.sites(of: rule).map(AuditItemDraft.init(site:))
                let rootPath = root.standardizedFileURL.path
                let scanned = paths.compactMap { path -> String? in
                    let full = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL.path
                    return full == rootPath ? "" : full.hasPrefix(rootPath + "/") ? String(full.dropFirst(rootPath.count + 1)) : nil
                }
                let scope = AuditWriter.Scope(criteria: RuleRegistry.rule(rule).map { Set($0.criteria) }, scannedFiles: Set(result.files),
                                              scannedPaths: scanned, root: root)
                let summary = try AuditWriter.write(drafts, to: URL(fileURLWithPath: writeAudit, relativeTo: cwd), displayPath: writeAudit,
                                                    title: RuleRegistry.rule(rule)?.title, scope: scope)
                Console.error("\(writeAudit): \(summary.description)")
            }
            failed = failOn.contains { $0.isMet(by: result) }
        } catch {
            throw CommandFailure(error, root: root)
        }
        if failed { throw CommandFailure(status: .gateFailed) }
    }
}

/// What makes `docgen scan` exit 1 (`--fail-on`).
enum ScanFailCondition: String, CaseIterable, ExpressibleByArgument {
    /// A site fails its rule (`unguarded`: the name from before rules, kept).
    case fail, unguarded
    /// A file was skipped (nested too deeply for swift-syntax, over the time limit).
    case skipped
    /// Any warning.
    case warning

    func isMet(by result: ScanResult) -> Bool {
        switch self {
        case .fail, .unguarded: !result.failingSites.isEmpty
        case .skipped: !result.skippedFiles.isEmpty
        case .warning: result.diagnostics.contains { $0.severity == .warning }
        }
    }
}
