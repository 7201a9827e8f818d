import DocGenCore
import DocGenSite
import Foundation

/// Reads the theme's templates and assets, and checks every template against its page context.
/// The theme is reused while no file of its folder changed.
struct LoadThemeStep: BuildStep {
    var step: Step { .theme }
    var producesSite: Bool { true }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        let inputs = try context.required(context.inputs, "inputs")
        let themes = config.url(for: config.themesDirectory)
        let fingerprint = FolderFingerprint.of([inputs.theme])
        context.themeFingerprint = fingerprint
        if let cached = context.cache.theme, cached.fingerprint == fingerprint {
            context.theme = cached.theme
            return
        }
        let theme = try Theme.load(named: inputs.themeName, from: themes, displayDirectory: config.themesDirectory,
                                   configLocation: config.location(of: context.options.theme == nil ? "theme" : "themes_dir"))
        context.theme = theme
        context.cache.theme = (fingerprint, theme)
    }
}

/// Reads the content folder: pages with their front matter, and assets.
struct LoadContentStep: BuildStep {
    var step: Step { .content }
    var producesSite: Bool { true }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        if let cached = context.cache.content, let changes = context.changes,
           let content = try Self.reload(cached, changes: changes, config: config) {
            context.content = content
            context.cache.content = content
            return
        }
        let content = try ContentLoader(directory: config.url(for: config.contentDirectory),
                                        displayDirectory: config.contentDirectory,
                                        excluded: Self.auditDataFiles(in: config),
                                        configLocation: config.location(of: "content")).load()
        context.content = content
        context.cache.content = content
    }

    /// The content with the changed files read again, when the only changes under the content
    /// folder are edits of existing files (no file added, removed or renamed); `nil` otherwise,
    /// and the whole folder is loaded again.
    static func reload(_ cached: Content, changes: Set<String>, config: SiteConfig) throws(DiagnosticError) -> Content? {
        let folder = config.url(for: config.contentDirectory).standardizedFileURL.path
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
