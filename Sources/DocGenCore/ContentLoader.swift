import Foundation

/// Walks the content folder: every `.md` file becomes a page, every other file an asset.
///
/// Hidden files are skipped; a symbolic link that leads outside the content folder is refused.
public struct ContentLoader: Sendable {
    /// The content folder.
    public var directory: URL
    /// How the content folder is named in diagnostics (relative to the project root).
    public var displayDirectory: String
    /// Files to leave out, relative to the content folder (audit data rendered elsewhere, for example).
    public var excluded: Set<String>

    /// Creates a loader.
    public init(directory: URL, displayDirectory: String, excluded: Set<String> = []) {
        self.directory = directory
        self.displayDirectory = displayDirectory
        self.excluded = excluded
    }

    /// Loads every page and asset, reporting every problem at once.
    public func load() throws(DiagnosticError) -> Content {
        var collector = DiagnosticCollector()
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        guard isDirectory(root) else {
            throw DiagnosticError(.error("content folder '\(displayDirectory)' does not exist", step: .content))
        }
        var pages: [SourcePage] = []
        var assets: [Asset] = []
        for relative in files(under: root, collector: &collector) where !excluded.contains(relative) {
            let url = root.appendingPathComponent(relative)
            let display = displayDirectory.isEmpty ? relative : "\(displayDirectory)/\(relative)"
            if relative.hasSuffix(".md") {
                do {
                    let text = try TextFile.read(url, displayPath: display, step: .content)
                    let (frontMatter, body, offset) = FrontMatter.parse(page: text, file: display, into: &collector)
                    let output = String(relative.dropLast(3)) + ".html"
                    pages.append(SourcePage(path: relative, displayPath: display, outputPath: output,
                                            frontMatter: frontMatter, body: String(body), bodyLineOffset: offset))
                } catch {
                    collector.append(contentsOf: error.diagnostics)
                }
            } else {
                assets.append(Asset(source: url, outputPath: relative))
            }
        }
        try collector.throwIfErrors()
        return Content(pages: pages.sorted { $0.path < $1.path }, assets: assets.sorted { $0.outputPath < $1.outputPath })
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
    }

    /// Relative paths of the regular files under `root`, following only links that stay inside it.
    private func files(under root: URL, collector: inout DiagnosticCollector) -> [String] {
        let manager = FileManager.default
        var result: [String] = []
        var pending: [String] = [""]
        var visited: Set<String> = [root.path]
        while let folder = pending.popLast() {
            let folderURL = folder.isEmpty ? root : root.appendingPathComponent(folder)
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: folderURL.path).sorted()
            } catch {
                collector.error("cannot list folder", at: SourceLocation(file: display(folder)), step: .content)
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : "\(folder)/\(name)"
                let url = root.appendingPathComponent(relative)
                let resolved = url.resolvingSymlinksInPath()
                guard resolved.path == root.path || resolved.path.hasPrefix(root.path + "/") else {
                    collector.error("'\(relative)' leads outside the content folder (to \(resolved.lastPathComponent)); links must stay inside it",
                                    at: SourceLocation(file: display(relative)), step: .content)
                    continue
                }
                if isDirectory(resolved) {
                    if visited.insert(resolved.path).inserted { pending.append(relative) }
                } else if manager.fileExists(atPath: resolved.path) {
                    result.append(relative)
                } else {
                    collector.error("'\(relative)' is a broken link", at: SourceLocation(file: display(relative)), step: .content)
                }
            }
        }
        return result.sorted()
    }

    private func display(_ relative: String) -> String {
        displayDirectory.isEmpty ? relative : "\(displayDirectory)/\(relative)"
    }
}
