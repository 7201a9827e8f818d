import ArgumentParser
import DocGenAudit
import DocGenCore
import DocGenReport
import DocGenSite
import Foundation

/// `docgen build`: renders the site into its output folder, atomically.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the static site from the content folder and the audits.",
        discussion: """
        The site is built beside the output folder and swapped in at the end: on any error \
        the previous site is left untouched. Exit codes: 0 built and every gate passed; \
        1 built but a coverage gate failed; 2 invalid input (nothing written); 3 internal failure.
        """
    )

    @OptionGroup var common: ConfigOptions

    @Option(name: .shortAndLong, help: "Write the site here instead of the config's 'output'.")
    var output: String?

    @Option(name: .shortAndLong, help: "Use this theme (a folder under the themes folder) instead of the config's 'theme'.")
    var theme: String?

    func run() throws {
        let config = try common.loadConfig()
        let options = BuildOptions(output: output.map { URL(fileURLWithPath: $0) }, outputArgument: output, theme: theme, reports: Self.reports)
        let builder = SiteBuilder(config: config, options: options, logger: .standardError(quiet: common.quiet))
        let result: BuildResult
        do {
            result = try builder.build()
        } catch {
            Console.print(error.diagnostics, root: config.root)
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            Console.error("docgen: build failed with \(errors) error\(errors == 1 ? "" : "s"); nothing was written")
            throw ExitStatus.invalidInput.exitCode
        }
        Console.print(result.warnings, root: config.root)
        if !common.quiet {
            Console.output("built \(result.pageCount) pages into \(output ?? config.outputDirectory)")
        }
        for gate in result.check.gates {
            if gate.passed {
                if !common.quiet { Console.output(gate.summaryLine) }
            } else {
                Console.error(gate.textLines.joined(separator: "\n"))
            }
        }
        Console.print(result.check.ratchet, root: config.root)
        if !result.check.passed { throw ExitStatus.gateFailed.exitCode }
    }
}

extension BuildCommand {
    /// The reports every build writes under `site/reports/`, from the same result the site shows.
    @Sendable static func reports(_ result: CheckResult) -> [String: Data] {
        [
            "coverage.json": Data(JSONReporter(toolVersion: DocGen.version).report(result).utf8),
            "coverage.sarif": Data(SARIFReporter(toolVersion: DocGen.version, informationURI: nil).report(result).utf8),
            "junit.xml": Data(JUnitReporter().report(result).utf8),
        ]
    }
}
