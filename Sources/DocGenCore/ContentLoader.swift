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
        let files = files(under: root, collector: &collector).filter { !excluded.contains($0) }
        let markdown = files.filter { $0.hasSuffix(".md") }
        let loaded = markdown.parallelMap { relative -> (page: SourcePage?, diagnostics: [Diagnostic]) in
            let display = displayDirectory.isEmpty ? relative : "\(displayDirectory)/\(relative)"
            do throws(DiagnosticError) {
                let text = try TextFile.read(root.appendingPathComponent(relative), displayPath: display, step: .content)
                var problems = DiagnosticCollector()
                let (frontMatter, body, offset) = FrontMatter.parse(page: text, file: display, into: &problems)
                let page = SourcePage(path: relative, displayPath: display, outputPath: String(relative.dropLast(3)) + ".html",
                                      frontMatter: frontMatter, body: String(body), bodyLineOffset: offset)
                return (page, problems.diagnostics)
            } catch {
                return (nil, error.diagnostics)
            }
        }
        for result in loaded { collector.append(contentsOf: result.diagnostics) }
        let pages = loaded.compactMap(\.page)
        let assets = files.filter { !$0.hasSuffix(".md") }.map { Asset(source: root.appendingPathComponent($0), outputPath: $0) }
        try collector.throwIfErrors()
        return Content(pages: pages.sorted { $0.path < $1.path }, assets: assets.sorted { $0.outputPath < $1.outputPath })
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
    }

    /// Relative paths of the regular files under `root`, following only links that stay inside it.
    ///
    /// Only symbolic links are resolved: an entry that is not a link, in a folder already known to be
    /// inside `root`, is inside it too. That keeps the walk to one `lstat` per entry.
    private func files(under root: URL, collector: inout DiagnosticCollector) -> [String] {
        let manager = FileManager.default
        var result: [String] = []
        var pending: [(relative: String, resolved: String)] = [("", root.path)]
        var visited: Set<String> = [root.path]
        while let (folder, folderPath) = pending.popLast() {
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: folderPath).sorted()
            } catch {
                collector.error("cannot list folder", at: SourceLocation(file: display(folder)), step: .content)
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : "\(folder)/\(name)"
                var kind = Self.kind(of: folderPath + "/" + name, following: false)
                var resolved = folderPath + "/" + name
                if kind == .link {
                    resolved = URL(fileURLWithPath: resolved).resolvingSymlinksInPath().path
                    guard resolved == root.path || resolved.hasPrefix(root.path + "/") else {
                        collector.error("'\(relative)' leads outside the content folder (to \((resolved as NSString).lastPathComponent)); links must stay inside it",
                                        at: SourceLocation(file: display(relative)), step: .content)
                        continue
                    }
                    kind = Self.kind(of: resolved, following: true)
                }
                switch kind {
                case .folder:
                    if visited.insert(resolved).inserted { pending.append((relative, resolved)) }
                case .file:
                    result.append(relative)
                case .link, .missing:
                    collector.error("'\(relative)' is a broken link", at: SourceLocation(file: display(relative)), step: .content)
                }
            }
        }
        return result.sorted()
    }

    private enum EntryKind { case folder, file, link, missing }

    /// What is at `path`: with `following`, what a link leads to.
    private static func kind(of path: String, following: Bool) -> EntryKind {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .file
        }
    }

    private func display(_ relative: String) -> String {
        displayDirectory.isEmpty ? relative : "\(displayDirectory)/\(relative)"
    }
}
