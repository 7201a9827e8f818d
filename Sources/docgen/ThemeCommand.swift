import ArgumentParser
import DocGenCore
import DocGenSite
import Foundation

/// `docgen theme`: the embedded theme.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Work with docgen's embedded theme.",
        subcommands: [ThemeEjectCommand.self])
}

/// `docgen theme eject [NAME] [--output DIR]`: writes the embedded theme into the project for editing.
struct ThemeEjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eject",
        abstract: "Write docgen's embedded theme into a folder, to edit it.",
        discussion: """
        A project's themes/NAME/ is laid over the embedded theme file by file: keep the files you change \
        and delete the others, which then come from docgen again. Never overwrites: when any file it \
        would write exists, it names them, writes nothing and exits 2.
        """)

    @Argument(help: "The embedded theme to write (docgen embeds 'default').")
    var name = "default"

    @Option(name: .shortAndLong, help: "The folder to write into (default: NAME in the themes folder of docgen.yml, or themes/NAME without one).")
    var output: String?

    @Option(name: .shortAndLong, help: "The site configuration file whose themes folder receives the theme.")
    var config = "docgen.yml"

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folder: URL
        let display: String
        do throws(DiagnosticError) {
            if let output {
                folder = URL(fileURLWithPath: output, relativeTo: cwd)
                display = output
            } else {
                let configURL = URL(fileURLWithPath: config, relativeTo: cwd)
                let themes = FileManager.default.fileExists(atPath: configURL.path)
                    ? try ConfigLoader.load(from: configURL, displayPath: config).themesDirectory : "themes"
                let base = (config as NSString).deletingLastPathComponent
                display = (base.isEmpty ? "" : base + "/") + themes + "/" + name
                folder = URL(fileURLWithPath: display, relativeTo: cwd)
            }
            let written = try ThemeEjector.eject(name, to: folder, displayFolder: display)
            Console.output("wrote the embedded theme '\(name)' into \(display) (\(written.count) files):\n"
                           + written.map { "  \(display)/\($0)" }.joined(separator: "\n")
                           + "\nEdit what you need and delete the rest: a file missing there comes from docgen's embedded theme.")
        } catch {
            throw CommandFailure(error, root: cwd)
        }
    }
}
