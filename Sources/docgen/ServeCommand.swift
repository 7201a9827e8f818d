import ArgumentParser
import DocGenServe
import Foundation

/// `docgen serve`: a live preview with incremental rebuilds and errors shown in the browser.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site with live reload, rebuilding what changed as you edit.",
        discussion: """
        Builds the site into memory (the output folder is never touched), serves it, and watches \
        docgen.yml, the content folder, the theme, and every audit's data file and sources. A change \
        rebuilds only what it reaches; open pages reload, keeping their scroll position. A failed \
        build keeps serving the last good site and shows the errors over every open page. \
        Ctrl-C stops (exit 0); a port in use exits 2.
        """)

    @OptionGroup var common: ConfigOptions

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8000

    @Option(help: "The address to listen on. Anything but loopback lets other machines see the preview.")
    var host = "127.0.0.1"

    @Flag(help: "Open the site in the default browser.")
    var open = false

    @Option(name: .shortAndLong, help: "Use this theme instead of the config's 'theme'.")
    var theme: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() throws {
        var build = common.buildOptions()
        build.theme = theme
        var options = ServeOptions(build: build)
        options.host = host
        options.port = port
        options.open = open
        options.progress = !common.quiet
        do {
            try PreviewServer(options: options).run()
        } catch {
            throw CommandFailure.usage(error.message)
        }
    }
}
