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
        It answers only requests for its own loopback address or localhost (a page elsewhere that \
        rebinds its name to 127.0.0.1 gets 421), unless --allow-remote. Idle and half-sent connections \
        are closed after --idle-timeout. \
        Ctrl-C stops (exit 0); a port in use, or a --host that is not an address of this machine, exits 2.
        """)

    @OptionGroup var common: ConfigOptions

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8000

    @Option(help: "The address to listen on: localhost or an IP address of this machine. Anything but loopback needs --allow-remote.")
    var host = "127.0.0.1"

    @Flag(help: "Let other machines reach the preview: accept a --host that is not loopback, and any Host header.")
    var allowRemote = false

    @Option(help: "Seconds a connection may stay idle or half-sent before it is closed (live-reload streams are not idle).")
    var idleTimeout = ServeOptions.defaultIdleTimeout

    @Flag(help: "Open the site in the default browser.")
    var open = false

    @Option(name: .shortAndLong, help: "Use this theme instead of the config's 'theme'.")
    var theme: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard idleTimeout >= 0.1, idleTimeout <= 3600 else { throw ValidationError("--idle-timeout must be between 0.1 and 3600 seconds") }
    }

    func run() throws {
        var build = common.buildOptions()
        build.theme = theme
        var options = ServeOptions(build: build)
        options.host = host
        options.port = port
        options.open = open
        options.allowRemote = allowRemote
        options.idleTimeout = idleTimeout
        options.progress = !common.quiet
        do {
            try PreviewServer(options: options).run()
        } catch {
            throw CommandFailure.usage(error.message)
        }
    }
}
