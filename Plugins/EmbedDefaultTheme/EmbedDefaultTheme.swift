import Foundation
import PackagePlugin

/// Compiles this repository's `themes/default` into the target it is applied to (DocGenTheme), so
/// that the binary carries its default theme.
///
/// The theme is read through the target's `default` folder, a symbolic link to `themes/default`:
/// SwiftPM plans the build again when a file appears or vanishes under a target's folder (and only
/// then runs this plugin), and every theme file is an input of the command, so an added, removed or
/// edited theme file is embedded by the next build. The embedded theme cannot lag behind the folder.
@main
struct EmbedDefaultTheme: BuildToolPlugin {
    struct NoTheme: Error, CustomStringConvertible {
        var description: String
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let theme = target.directoryURL.appending(path: "default").resolvingSymlinksInPath()
        let files = Self.files(under: theme)
        guard !files.isEmpty else {
            throw NoTheme(description: "no theme files under \(theme.path(percentEncoded: false)) (a link to themes/default)")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTheme+Files.swift")
        return [.buildCommand(
            displayName: "Embedding the default theme (\(files.count) files)",
            executable: try context.tool(named: "embed-theme").url,
            arguments: [theme.path(percentEncoded: false), output.path(percentEncoded: false)] + files,
            inputFiles: files.map { theme.appending(path: $0) },
            outputFiles: [output])]
    }

    /// The theme's regular files, relative to it, sorted; hidden files and folders are skipped.
    static func files(under folder: URL) -> [String] {
        let base = folder.standardizedFileURL.path(percentEncoded: false)
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = url.standardizedFileURL.path(percentEncoded: false)
            if path.hasPrefix(base + "/") { result.append(String(path.dropFirst(base.count + 1))) }
        }
        return result.sorted()
    }
}
