import ArgumentParser
import DocGenAudit
import DocGenCore
import DocGenKit
import DocGenReport
import Foundation

/// `docgen check`: validates the audits and evaluates the gates (and the ratchet) without writing the site.
///
/// Exit codes: 0 every gate passed, 1 a gate or the ratchet failed, 2 invalid input or usage, 3 internal failure.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the audits and check the coverage gates, without writing the site.",
        discussion: """
        Prints the report on stdout and diagnostics on stderr. Exit status: 0 when every gate passes, \
        1 when a gate or the baseline ratchet fails, 2 for invalid input or usage, 3 for an internal failure. \
        With --format github, a Markdown summary is appended to the file named by $GITHUB_STEP_SUMMARY.
        """)

    @OptionGroup var common: ConfigOptions

    @Option(help: "The report format: text, json, sarif, junit or github.")
    var format: ReportFormat = .text

    @Option(help: "A baseline file: fail when coverage falls below it (a ratchet).")
    var baseline: String?

    @Flag(help: "Write the current coverage to the --baseline file instead of comparing with it.")
    var updateBaseline = false

    func validate() throws {
        if updateBaseline, baseline == nil {
            throw ValidationError("--update-baseline needs --baseline FILE")
        }
    }

    func run() throws {
        if let baseline, updateBaseline {
            do throws(DiagnosticError) {
                try Baseline.checkReplaceable(URL(fileURLWithPath: baseline), displayPath: baseline)
            } catch {
                throw CommandFailure(error)
            }
        }
        var options = common.buildOptions()
        if !updateBaseline { options.baseline = baseline.map { (URL(fileURLWithPath: $0), $0) } }
        let checked = try Pipeline.check(options, logger: common.logger)
        Console.print(checked.warnings, root: checked.root)
        guard let result = checked.check else { throw CommandFailure(status: .internalFailure, summary: "docgen: error: no check result") }
        // The text report goes to a terminal or a CI log: control characters from audit text are shown, not obeyed.
        let rendered = format.reporter(toolVersion: DocGen.version).report(result)
        let report = format == .text ? TerminalText.escaped(rendered) : rendered
        if !(common.quiet && format == .text && result.passed) {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        if format == .github, let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"] {
            do {
                try StepSummary.append(result, toFileAt: summary)
            } catch {
                throw DiagnosticError(.error("cannot append to $GITHUB_STEP_SUMMARY: \(error.localizedDescription)",
                                             at: SourceLocation(file: summary), step: .report))
            }
        }
        if let baseline, updateBaseline {
            let text = Baseline(coverages: result.audits.map(\.coverage)).encoded()
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: baseline), options: .atomic)
            } catch {
                throw DiagnosticError(.error("cannot write the baseline: \(error.localizedDescription)",
                                             at: SourceLocation(file: baseline), step: .report))
            }
        }
        if format != .text { Console.print(result.ratchet, root: checked.root) }
        if !result.passed { throw CommandFailure(status: .gateFailed) }
    }
}

extension ReportFormat: ExpressibleByArgument {}
