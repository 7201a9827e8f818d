import DocGenCore
import DocGenSite
import Foundation

/// Reads the theme's templates and assets, and checks every template against its page context.
/// The theme is reused while no file of its folder changed; the hash of its folder is the key every page's
/// reuse depends on.
struct LoadThemeStep: CachedStep {
    var step: Step { .theme }
    var producesSite: Bool { true }
    static var entry: WritableKeyPath<BuildCache, CacheEntry<ContentHash, Theme>?> { \.theme }

    func key(_ context: BuildContext, cache: BuildCache) throws(DiagnosticError) -> ContentHash {
        FolderFingerprint.of([try context.required(context.inputs, "inputs").theme])
    }

    func make(_ context: BuildContext) throws(DiagnosticError) -> Theme {
        let config = try context.required(context.config, "config")
        return try Theme.load(named: try context.required(context.inputs, "inputs").themeName,
                              from: config.url(for: config.themesDirectory), displayDirectory: config.themesDirectory,
                              configLocation: config.location(of: context.options.theme == nil ? "theme" : "themes_dir"))
    }

    func apply(_ theme: Theme, to context: inout BuildContext) throws(DiagnosticError) {
        context.theme = theme
    }
}

/// Reads the content folder: pages with their front matter, and assets. When a watcher says which files
/// changed since the last run, only those are read again.
struct LoadContentStep: MemoStep {
    var step: Step { .content }
    var producesSite: Bool { true }
    static var memo: WritableKeyPath<BuildCache, ContentMemo> { \.content }

    func run(_ context: inout BuildContext, memo: inout ContentMemo, cache: BuildCache) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        let folder = try context.required(context.inputs, "inputs").content
        if let cached = memo.content, let changes = cache.changes,
           let content = try Self.reload(cached, changes: changes, folder: folder, config: config) {
            context.content = content
            memo.content = content
            return
        }
        let content = try ContentLoader(directory: folder,
                                        displayDirectory: config.contentDirectory,
                                        excluded: Self.auditDataFiles(in: config),
                                        configLocation: config.location(of: "content")).load()
        context.content = content
        memo.content = content
    }

    /// The content with the changed files read again, when the only changes under the content
    /// folder are edits of existing files (no file added, removed or renamed); `nil` otherwise,
    /// and the whole folder is loaded again.
    static func reload(_ cached: Content, changes: Set<String>, folder: URL, config: SiteConfig) throws(DiagnosticError) -> Content? {
        let folder = folder.standardizedFileURL.path
        let relevant = changes.filter { $0 == folder || $0.hasPrefix(folder + "/") }
        guard !relevant.isEmpty else { return cached }
        var pages = Dictionary(cached.pages.map { ($0.path, $0) }) { first, _ in first }
        let assets = Set(cached.assets.map(\.outputPath))
        let auditData = auditDataFiles(in: config)
        var collector = DiagnosticCollector()
        for path in relevant {
            let relative = String(path.dropFirst(folder.count + 1))
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            if assets.contains(relative) || auditData.contains(relative) { continue }
            guard let old = pages[relative] else { return nil }
            let text = try TextFile.read(URL(fileURLWithPath: path), displayPath: old.displayPath, step: .content)
            let (frontMatter, body, offset) = FrontMatter.parse(page: text, file: old.displayPath, into: &collector)
            pages[relative] = SourcePage(path: old.path, displayPath: old.displayPath, outputPath: old.outputPath,
                                         frontMatter: frontMatter, body: String(body), bodyLineOffset: offset)
        }
        try collector.throwIfErrors()
        return Content(pages: cached.pages.map { pages[$0.path] ?? $0 }, assets: cached.assets)
    }

    /// Audit data files that live inside the content folder: rendered as audit pages, not copied.
    static func auditDataFiles(in config: SiteConfig) -> Set<String> {
        let prefix = config.contentDirectory.hasSuffix("/") ? config.contentDirectory : config.contentDirectory + "/"
        return Set(config.audits.map(\.data).filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
    }
}
