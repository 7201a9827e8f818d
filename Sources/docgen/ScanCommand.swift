import ArgumentParser
import DocGenCore
import DocGenKit
import DocGenReport
import DocGenScan
import Foundation

/// `docgen scan PATH…`: runs the accessibility rules over Swift sources and reports every site with its verdict;
/// `--list-rules` and `--explain RULE` document the rules.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Run accessibility rules (Reduce Motion, …) over Swift sources.",
        discussion: """
        Rules (--list-rules, --explain RULE): \(RuleRegistry.ids.joined(separator: ", ")). Settings per rule go under \
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

    @Option(help: "Print a rule's documentation: criteria, description, severity rules, settings, reasons, examples.")
    var explain: String?

    @Option(help: "Output format: text, json or sarif for a scan; text or markdown for --explain.")
    var format: ScanOutputFormat = .text

    @Option(help: "Glob of paths to skip; repeatable.")
    var exclude: [String] = []

    @Option(help: "A folder (a design-system package) to read declarations from, without reporting its sites; repeatable. SwiftPM checkouts (.build/checkouts, SourcePackages/checkouts) are indexed without it.")
    var index: [String] = []

    @Option(name: .customLong("fail-on"), parsing: .singleValue,
            help: "Exit 1 when a site fails ('fail'; 'unguarded' is the same), when a file is skipped ('skipped'), or on any warning ('warning'). Repeatable.")
    var failOn: [ScanFailCondition] = []

    @Option(name: .customLong("file-time-limit"),
            help: "Seconds one file may take to parse and judge before it is skipped with a warning (0: no limit; at most a day): a safety net, since files over docgen's own limits (size, nesting, chains, operators) are skipped before parsing.")
    var fileTimeLimit: Double = ScanOptions.defaultFileTimeLimit

    @Option(name: .customLong("write-audit"), help: "Create or merge an audit YAML file from the sites of one rule (--rule ID; default reduce-motion).")
    var writeAudit: String?

    @Flag(help: "Also print how long each rule took (prepare, judge, finish).")
    var verbose = false

    func run() throws {
        if listRules {
            Console.output(RuleDocumentation.list)
            return
        }
        if let explain {
            guard let rule = RuleRegistry.rule(explain) else {
                throw CommandFailure.usage("unknown rule '\(explain)'; known rules: \(RuleRegistry.ids.joined(separator: ", "))")
            }
            guard let documentation = format.documentation else {
                throw CommandFailure.usage("--explain prints text or markdown, not \(format.rawValue)")
            }
            Console.output(RuleDocumentation(rule).rendered(as: documentation))
            return
        }
        guard let report = format.report else {
            throw CommandFailure.usage("--format \(format.rawValue) is for --explain RULE; a scan reports as text, json or sarif")
        }
        var request = ScanRequest(paths: paths, workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                  toolVersion: DocGen.version)
        request.config = config
        request.rules = rules
        request.format = report
        request.exclude = exclude
        request.index = index
        request.failOn = failOn
        request.fileTimeLimit = fileTimeLimit
        request.writeAudit = writeAudit
        request.verbose = verbose
        let outcome: ScanOutcome
        do throws(ScanProblem) {
            outcome = try ScanRunner.run(request)
        } catch {
            switch error {
            case let .usage(message): throw CommandFailure.usage(message)
            case let .invalidInput(error, root): throw CommandFailure(error, root: root)
            }
        }
        Console.output(outcome.report)
        Console.print(outcome.diagnostics, root: outcome.root)
        for note in outcome.notes { Console.error(note) }
        if outcome.failed { throw CommandFailure(status: .gateFailed) }
    }
}

/// What `docgen scan --format` takes: a report format for a scan, a documentation format for `--explain`.
enum ScanOutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, sarif, markdown

    /// The report format, when the format is one.
    var report: ScanReportFormat? { ScanReportFormat(rawValue: rawValue) }

    /// The documentation format, when the format is one.
    var documentation: RuleDocumentation.Format? { RuleDocumentation.Format(rawValue: rawValue) }
}

extension ScanFailCondition: ExpressibleByArgument {}
