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
        Exit status: 0 done, 1 failing sites with --fail-on fail, 2 invalid input.
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

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a site fails ('fail'; 'unguarded' is the same).")
    var failOn: String?

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
        if let failOn, failOn != "fail", failOn != "unguarded" { throw CommandFailure.usage("--fail-on accepts 'fail' (or 'unguarded')") }
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
            settings.exclude += exclude
            let scanner = AccessibilityScanner(options: try ScanOptions(settings: settings), rules: rules.isEmpty ? nil : rules)
            let result = try scanner.scan(paths: paths.map { URL(fileURLWithPath: $0, relativeTo: cwd) }, root: root)
            Console.output(format.reporter(toolVersion: DocGen.version).report(result))
            Console.print(result.diagnostics, root: root)
            if let writeAudit {
                let rule = rules.first ?? ReduceMotionRule.id
                let drafts = result.sites(of: rule).map(AuditItemDraft.init(site:))
                let summary = try AuditWriter.write(drafts, to: URL(fileURLWithPath: writeAudit, relativeTo: cwd), displayPath: writeAudit,
                                                    title: RuleRegistry.rule(rule)?.title)
                Console.error("\(writeAudit): \(summary.added) added, \(summary.kept) kept, \(summary.stale) stale")
            }
            failed = failOn != nil && !result.failingSites.isEmpty
        } catch {
            throw CommandFailure(error, root: root)
        }
        if failed { throw CommandFailure(status: .gateFailed) }
    }
}
