import ArgumentParser
import DocGenCore
import DocGenScan
import Foundation

/// `docgen scan PATH…`: lists every animation site in Swift sources with its Reduce Motion verdict.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Find animations in Swift sources and judge their Reduce Motion guards.",
        discussion: """
        Severity rules (override under scan: severity: in docgen.yml):
        \(SeverityRule.allCases.map { "  \($0.rawValue): \($0.defaultSeverity.rawValue), \($0.summary)" }.joined(separator: "\n"))
        Exit status: 0 done, 1 unguarded sites with --fail-on unguarded, 2 invalid input.
        """)

    @Argument(help: "Swift files or folders to scan.")
    var paths: [String]

    @Option(help: "The docgen.yml to read scan settings from (default: ./docgen.yml when present).")
    var config: String?

    @Option(help: "Output format: text, json or sarif.")
    var format: String = "text"

    @Option(help: "Glob of paths to skip; repeatable.")
    var exclude: [String] = []

    @Option(name: .customLong("fail-on"), help: "Exit 1 when this is found: unguarded.")
    var failOn: String?

    @Option(name: .customLong("write-audit"), help: "Create or merge an audit YAML file from the sites.")
    var writeAudit: String?

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let reporter = ScanReporters.reporter(format) else {
            throw CommandFailure.usage("unknown format '\(format)'; expected one of: \(ScanReporters.identifiers.joined(separator: ", "))")
        }
        if let failOn, failOn != "unguarded" { throw CommandFailure.usage("--fail-on accepts only 'unguarded'") }
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
            let scanner = AnimationScanner(options: ScanOptions(settings: settings))
            let result = try scanner.scan(paths: paths.map { URL(fileURLWithPath: $0, relativeTo: cwd) }, root: root)
            FileHandle.standardOutput.write(Data(reporter.report(result).utf8))
            Console.print(result.diagnostics, root: root)
            if let writeAudit {
                let summary = try AuditBootstrap.write(result, to: URL(fileURLWithPath: writeAudit, relativeTo: cwd),
                                                       displayPath: writeAudit)
                FileHandle.standardError.write(Data(
                    "\(writeAudit): \(summary.added) added, \(summary.kept) kept, \(summary.stale) stale\n".utf8))
            }
            failed = failOn == "unguarded" && !result.unguardedSites.isEmpty
        } catch {
            throw CommandFailure(error, root: root)
        }
        if failed { throw CommandFailure(status: .gateFailed) }
    }
}
