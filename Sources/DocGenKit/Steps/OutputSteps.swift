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
/// A page whose context equals the one its published file was rendered from, with the same theme, is kept
/// as it is: equal contexts render equal bytes. Which published files can be kept (the preview's site in
/// memory, or an output folder the build cache on disk vouches for) is the step's entry's business.
struct RenderPagesStep: MemoStep {
    var step: Step { .render }
    var producesSite: Bool { true }
    static var memo: WritableKeyPath<BuildCache, PageMemo> { \.pages }

    func detail(_ context: BuildContext) -> String? { context.site.map { "\($0.pageCount) pages" } }

    func run(_ context: inout BuildContext, memo: inout PageMemo, cache: BuildCache) throws(DiagnosticError) {
        let site = try context.required(context.site, "site")
        let output = try context.required(context.output, "output")
        let theme = cache.theme?.key, assembled = cache.assembly.site?.key
        if let published = memo.unchangedSite(theme: theme, site: assembled) {
            for path in published.keys { try output.keep(path) }
            memo.rendered(published, hashes: [:], theme: theme, site: assembled)
            context.statistics.pagesKept = published.count
            return
        }
        let reuse = memo.reuse(theme: theme)
        let contexts = site.contexts()
        let outcomes = contexts.parallelMap { page -> (kept: Bool, hash: ContentHash?, failures: [Diagnostic]) in
            let (kept, hash) = reuse.keeps(page)
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
        memo.rendered(Dictionary(contexts.map { ($0.path, $0) }) { first, _ in first },
                      hashes: Dictionary(zip(contexts, outcomes).compactMap { page, outcome in outcome.hash.map { (page.path, $0) } }) { first, _ in first },
                      theme: theme, site: assembled)
        context.statistics.pagesKept = outcomes.filter(\.kept).count
        context.statistics.pagesRendered = contexts.count - context.statistics.pagesKept
    }
}

/// Writes the site's other files (search index, reports, assets) and swaps the new site in. The search
/// index's script is reused while the index is unchanged.
struct WriteSiteStep: MemoStep {
    var step: Step { .write }
    var producesSite: Bool { true }
    static var memo: WritableKeyPath<BuildCache, Slot<SearchIndex, Data>> { \.searchIndex }

    func run(_ context: inout BuildContext, memo: inout Slot<SearchIndex, Data>, cache: BuildCache) throws(DiagnosticError) {
        let site = try context.required(context.site, "site")
        let output = try context.required(context.output, "output")
        let index = site.searchIndex
        try output.write(SearchIndex.path, memo.product(for: index) { index.script() })
        for file in site.files {
            switch file {
            case let .data(path, data): try output.write(path, data)
            case let .copy(path, source): try output.copy(source, to: path)
            }
        }
        try output.commit()
        context.output = nil
    }
}
