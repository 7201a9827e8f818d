import DocGenCore
import DocGenSite

/// Reads the theme's templates and assets, and checks every template against its page context.
struct LoadThemeStep: BuildStep {
    var step: Step { .theme }
    var producesSite: Bool { true }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        context.theme = try Theme.load(named: context.options.theme ?? config.theme, from: config.url(for: config.themesDirectory),
                                       displayDirectory: config.themesDirectory)
    }
}

/// Reads the content folder: pages with their front matter, and assets.
struct LoadContentStep: BuildStep {
    var step: Step { .content }
    var producesSite: Bool { true }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        context.content = try ContentLoader(directory: config.url(for: config.contentDirectory),
                                            displayDirectory: config.contentDirectory,
                                            excluded: Self.auditDataFiles(in: config)).load()
    }

    /// Audit data files that live inside the content folder: rendered as audit pages, not copied.
    static func auditDataFiles(in config: SiteConfig) -> Set<String> {
        let prefix = config.contentDirectory.hasSuffix("/") ? config.contentDirectory : config.contentDirectory + "/"
        return Set(config.audits.map(\.data).filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
    }
}
