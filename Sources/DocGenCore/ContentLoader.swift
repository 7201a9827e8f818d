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
    /// The config line that names the content folder, where a missing folder is reported.
    public var configLocation: SourceLocation?

    /// Creates a loader.
    public init(directory: URL, displayDirectory: String, excluded: Set<String> = [], configLocation: SourceLocation? = nil) {
        self.directory = directory
        self.displayDirectory = displayDirectory
        self.excluded = excluded
        self.configLocation = configLocation
    }

    /// Loads every page and asset, reporting every problem at once.
    public func load() throws(DiagnosticError) -> Content {
        var collector = DiagnosticCollector()
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        guard isDirectory(root) else {
            var status = stat()
            let what = stat(root.path, &status) == 0 ? "is \(TextFile.kindName(status.st_mode)), not a folder" : "does not exist"
            throw DiagnosticError(.error("content folder '\(displayDirectory)' \(what)", at: configLocation, step: .content))
        }
        let listing = FolderListing(folder: root, displayFolder: displayDirectory, boundaryName: "the content folder", step: .content)
        let files = listing.files(into: &collector).filter { !excluded.contains($0) }
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
}
