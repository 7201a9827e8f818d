import ArgumentParser
import DocGenKit
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

    @Flag(help: "Build everything, without reading or writing the build cache in .build-docgen/.")
    var noCache = false

    func run() throws {
        var options = common.buildOptions()
        options.output = output
        options.theme = theme
        options.cache = !noCache
        let result = try Pipeline.build(options, logger: common.logger)
        Console.print(result.warnings, root: result.root)
        if ProcessInfo.processInfo.environment["DOCGEN_TIMINGS"] != nil { Console.error("docgen build: \(result.statistics.timings)") }
        if !common.quiet {
            let folder = result.outputName ?? "site"
            Console.output(result.upToDate ? "\(folder) is up to date (\(result.pageCount) pages)"
                                           : "built \(result.pageCount) pages into \(folder)")
        }
        try Console.reportGates(result.gates, ratchet: result.ratchet, quiet: common.quiet, root: result.root)
    }
}
