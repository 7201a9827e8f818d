import DocGenCore
import DocGenTheme
import Foundation

/// `docgen theme eject`: writes docgen's embedded theme into a folder, for editing. A project's theme
/// folder is laid over the embedded theme file by file, so a copy may be trimmed to the files it changes.
public enum ThemeEjector {
    /// The embedded themes, by name.
    public static let themes = [DefaultTheme.name]

    /// Writes every file of the embedded theme `name` under `folder` (named `displayFolder` in messages)
    /// and returns their paths relative to it. Nothing is written when any of those files exists already
    /// (each is an error: eject never overwrites), when `name` is no embedded theme, or when a write fails
    /// (the files written before it are removed again).
    public static func eject(_ name: String, to folder: URL, displayFolder: String) throws(DiagnosticError) -> [String] {
        guard themes.contains(name) else {
            throw DiagnosticError(.error("no embedded theme '\(name)'; docgen embeds: \(themes.joined(separator: ", "))",
                                         at: nil, step: .ejectTheme))
        }
        let files = DefaultTheme.files
        var collector = DiagnosticCollector()
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) || Self.isLink(url) {
                collector.error("\(isFolder.boolValue ? "a folder" : "a file") is already here; 'docgen theme eject' never overwrites: "
                                + "move it away, or eject into another folder with --output DIR",
                                at: SourceLocation(file: "\(displayFolder)/\(file.path)"), step: .ejectTheme)
            }
        }
        try collector.throwIfErrors()
        var written: [URL] = []
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url, options: .withoutOverwriting)
                written.append(url)
            } catch {
                for url in written { try? FileManager.default.removeItem(at: url) }
                throw DiagnosticError(.error("cannot write the theme file: \(error.localizedDescription); nothing was written",
                                             at: SourceLocation(file: "\(displayFolder)/\(file.path)"), step: .ejectTheme))
            }
        }
        return files.map(\.path)
    }

    /// Whether `url` is a symbolic link (a dangling one is no file to `fileExists`, but a write would follow it).
    private static func isLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}
