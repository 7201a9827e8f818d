import ArgumentParser
import DocGenAudit
import DocGenCore
import DocGenReport
import Foundation

/// `docgen check`: validates the audits and evaluates the gates (and the ratchet) without writing the site.
///
/// Exit codes: 0 every gate passed, 1 a gate or the ratchet failed, 2 invalid input or usage, 3 internal failure.
struct CheckCommand: ParsableCommand {
    /// docgen's version as written into JSON and SARIF reports.
    static let toolVersion = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the audits and check the coverage gates, without writing the site.",
        discussion: """
        Prints the report on stdout and diagnostics on stderr. Exit status: 0 when every gate passes, \
        1 when a gate or the baseline ratchet fails, 2 for invalid input or usage, 3 for an internal failure. \
        With --format github, a Markdown summary is appended to the file named by $GITHUB_STEP_SUMMARY.
        """)

    @Option(help: "The site configuration file.")
    var config = "docgen.yml"

    @Option(help: "The report format: text, json, sarif, junit or github.")
    var format: ReportFormat = .text

    @Option(help: "A baseline file: fail when coverage falls below it (a ratchet).")
    var baseline: String?

    @Flag(help: "Write the current coverage to the --baseline file instead of comparing with it.")
    var updateBaseline = false

    @Flag(help: "Print nothing on stdout when every gate passes (text format only).")
    var quiet = false

    func validate() throws {
        if updateBaseline, baseline == nil {
            throw ValidationError("--update-baseline needs --baseline FILE")
        }
    }

    func run() throws {
        let code: Int32
        do {
            code = try check()
        } catch let error as DiagnosticError {
            Self.printDiagnostics(error.diagnostics, root: URL(fileURLWithPath: config).deletingLastPathComponent())
            code = 2
        } catch {
            FileHandle.standardError.write(Data("docgen: error: internal failure: \(error)\n".utf8))
            code = 3
        }
        throw ExitCode(code)
    }

    private func check() throws -> Int32 {
        let configURL = URL(fileURLWithPath: config)
        let siteConfig = try ConfigLoader.load(from: configURL, displayPath: config)
        let audits = try AuditLoader.loadAll(config: siteConfig)
        var recorded: Baseline?
        if let baseline, !updateBaseline {
            recorded = try Baseline.load(from: URL(fileURLWithPath: baseline), displayPath: baseline)
        }
        let result = CheckResult(audits: audits, gates: siteConfig.gates, baseline: recorded, baselineFile: baseline ?? "")
        let report = format.reporter(toolVersion: Self.toolVersion).report(result)
        if !(quiet && format == .text && result.passed) {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        if format == .github {
            try StepSummary.append(result, toFileAt: ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"])
        }
        if let baseline, updateBaseline {
            let text = Baseline(coverages: result.audits.map(\.coverage)).encoded()
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: baseline), options: .atomic)
            } catch {
                throw DiagnosticError(.error("cannot write the baseline: \(error.localizedDescription)",
                                             at: SourceLocation(file: baseline), step: "ratchet"))
            }
        }
        return result.passed ? 0 : 1
    }

    /// Prints diagnostics with source snippets; audit paths are relative to the project `root`, others to the
    /// current folder.
    private static func printDiagnostics(_ diagnostics: [Diagnostic], root: URL) {
        let renderer = DiagnosticRenderer { file, line in
            let candidates = [root.appendingPathComponent(file), URL(fileURLWithPath: file)]
            for url in candidates {
                if let text = try? String(contentsOf: url, encoding: .utf8) { return TextFile.line(line, of: text) }
            }
            return nil
        }
        FileHandle.standardError.write(Data((renderer.render(diagnostics) + "\n").utf8))
    }
}

extension ReportFormat: ExpressibleByArgument {}
