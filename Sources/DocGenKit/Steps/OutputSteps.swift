import DocGenCore
import DocGenSite
import Foundation

/// Takes the output: the folder's lock and the checks that it may be replaced (``OutputGuard``: a folder
/// docgen did not build, or holding files its marker does not list, is refused here, before any work), and
/// its staging area; or the site in memory, for the preview.
struct PrepareOutputStep: BuildStep {
    var step: Step { .output }
    var producesSite: Bool { true }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let output: any SiteOutput = switch context.options.destination {
        case .folder: DirectoryOutput(url: try context.required(context.outputURL, "output folder"),
                                      origin: context.options.outputOrigin, config: context.config)
        case let .memory(memory): memory
        }
        try output.begin()
        context.output = output
        if let directory = output as? DirectoryOutput { context.warnings += directory.notes }
    }
}

/// Renders every page through the theme, on all cores, into the output's staging area.
///
/// A page whose context equals the one its published file was rendered from, with the same
/// theme, is kept as it is: equal contexts render equal bytes.
struct RenderPagesStep: BuildStep {
    var step: Step { .render }
    var producesSite: Bool { true }

    func detail(_ context: BuildContext) -> String? { context.site.map { "\($0.pageCount) pages" } }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let site = try context.required(context.site, "site")
        let output = try context.required(context.output, "output")
        let theme = context.themeFingerprint
        let published = context.cache.published.flatMap { $0.theme == theme ? $0.contexts : nil } ?? [:]
        if context.siteUnchanged, !published.isEmpty, !context.collectsPageHashes,
           let assembled = context.cache.published?.assembly, assembled == context.cache.assembly?.key {
            for path in published.keys { try output.keep(path) }
            context.pendingContexts = published
            context.statistics.pagesKept = published.count
            return
        }
        let onDisk = context.diskPages.flatMap { $0.theme == theme ? $0.pages : nil } ?? [:]
        let hashes = context.collectsPageHashes
        let contexts = site.contexts()
        let outcomes = contexts.parallelMap { page -> (kept: Bool, hash: ContentHash?, failures: [Diagnostic]) in
            let hash = hashes ? page.contentHash : nil
            let kept = published[page.path] == page || (hash != nil && onDisk[page.path] == hash)
            do throws(DiagnosticError) {
                if kept {
                    try output.keep(page.path)
                } else {
                    try output.write(page.path, try site.render(page))
                }
                return (kept, hash, [])
            } catch {
                return (kept, hash, error.diagnostics)
            }
        }
        try DiagnosticCollector.throwing(outcomes.flatMap(\.failures))
        if hashes {
            context.pageHashes = Dictionary(zip(contexts, outcomes).compactMap { page, outcome in outcome.hash.map { (page.path, $0) } }) { first, _ in first }
        }
        context.statistics.pagesKept = outcomes.filter(\.kept).count
        context.statistics.pagesRendered = contexts.count - context.statistics.pagesKept
        context.pendingContexts = Dictionary(contexts.map { ($0.path, $0) }) { first, _ in first }
    }
}

/// Writes the site's other files (search index, reports, assets) and swaps the new site in.
struct WriteSiteStep: BuildStep {
    var step: Step { .write }
    var producesSite: Bool { true }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let site = try context.required(context.site, "site")
        let output = try context.required(context.output, "output")
        let script: Data
        if let cached = context.cache.searchIndex, cached.index == site.searchIndex {
            script = cached.script
        } else {
            let index = site.searchIndex
            script = index.script()
            context.cache.searchIndex = (index, script)
        }
        try output.write(SearchIndex.path, script)
        for file in site.files {
            switch file {
            case let .data(path, data): try output.write(path, data)
            case let .copy(path, source): try output.copy(source, to: path)
            }
        }
        try output.commit()
        context.output = nil
        if let theme = context.themeFingerprint {
            context.cache.published = (theme, context.pendingContexts, context.assemblyKey ?? context.cache.assembly?.key)
        }
    }
}
