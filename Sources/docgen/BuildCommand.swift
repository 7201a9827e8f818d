import ArgumentParser
import DocGenCore
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
        let options = BuildOptions(output: output.map { URL(fileURLWithPath: $0) }, theme: theme)
        let builder = SiteBuilder(config: config, options: options, logger: .standardError(quiet: common.quiet))
        do {
            let result = try builder.build()
            Console.print(result.warnings, root: config.root)
            if !common.quiet {
                Console.output("built \(result.pageCount) pages into \(output ?? config.outputDirectory)")
            }
        } catch {
            Console.print(error.diagnostics, root: config.root)
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            Console.error("docgen: build failed with \(errors) error\(errors == 1 ? "" : "s"); nothing was written")
            throw ExitStatus.invalidInput.exitCode
        }
    }
}
