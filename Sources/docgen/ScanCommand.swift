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
        A CI matrix splits a scan with --shard K/N (each shard reads every file, reports its own) and joins the shards' \
        JSON reports with --merge, into the report one scan gives.
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

    @Option(help: "Output format: text, json, sarif, github, junit or markdown for a scan; text or markdown for --explain.")
    var format: ScanReportFormat = .text

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

    @Option(help: ArgumentHelp("Judge and report only shard K of N (1 ≤ K ≤ N): the files whose path hashes to K. Every file is still read and indexed, so verdicts equal a whole scan's; join the shards' JSON reports with --merge.", valueName: "K/N"))
    var shard: String?

    @Flag(help: "Treat PATH… as the JSON reports of every shard (--shard K/N --format json) and report them as one scan, in any --format.")
    var merge = false

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
        var request = ScanRequest(paths: paths, workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                  toolVersion: DocGen.version)
        request.config = config
        request.rules = rules
        request.format = format
        request.exclude = exclude
        request.index = index
        request.failOn = failOn
        request.fileTimeLimit = fileTimeLimit
        request.writeAudit = writeAudit
        request.verbose = verbose
        request.merge = merge
        if let shard {
            guard let parsed = ScanShard(shard) else {
                throw CommandFailure.usage("--shard takes K/N, whole numbers with 1 ≤ K ≤ N ≤ \(ScanShard.maximumCount) (such as 2/4); found '\(shard)'")
            }
            request.shard = parsed
        }
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

extension ScanReportFormat: ExpressibleByArgument {
    /// The documentation format of the same name, for `--explain` (text or markdown).
    var documentation: RuleDocumentation.Format? { RuleDocumentation.Format(rawValue: rawValue) }
}

extension ScanFailCondition: ExpressibleByArgument {}
