import DocGenAudit
import DocGenCore
import DocGenMarkdown
import DocGenSite

/// Renders every page's Markdown, and the Markdown fields of every audit, with cmark-gfm.
///
/// A page is rendered again only when its source (path, front matter, body) or the link resolver
/// (the audits' ids, files and items) changed; an audit only when its check or verification changed.
struct RenderMarkdownStep: BuildStep {
    var step: Step { .markdown }
    var producesSite: Bool { true }

    func detail(_ context: BuildContext) -> String? { "\(context.content.pages.count) pages" }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        let resolver = SiteLinkResolver(audits: context.audits)
        let renderer = MarkdownRenderer(options: MarkdownOptions(unsafeHTML: config.unsafeHTML), resolver: resolver)
        let resolverUnchanged = context.cache.markdown?.resolver == resolver
        let previous = resolverUnchanged ? context.cache.markdown?.pages ?? [:] : [:]
        let archive = context.collectsPageHashes
        let disk = context.diskMarkdown
        var options = ContentHasher()
        if archive {
            options.combine(resolver.contentHash)
            options.combine(config.unsafeHTML ? 1 : 0)
        }
        let optionsHash = options.finalize()
        let outcomes = context.content.pages.parallelMap { source -> (page: RenderedPage, entry: MarkdownArchive.Entry?, rendered: Bool) in
            if let cached = previous[source.path], cached.source == source { return (cached, nil, false) }
            let key = archive ? MarkdownArchive.key(source, options: optionsHash) : nil
            if let key, let entry = disk[source.path], entry.key == key {
                return (RenderedPage(source: source, markdown: entry.markdown), entry, false)
            }
            let markdown = renderer.render(source.body, file: source.displayPath, page: source.outputPath,
                                           lineOffset: source.bodyLineOffset, separateTitle: true)
            return (RenderedPage(source: source, markdown: markdown), key.map { MarkdownArchive.Entry(key: $0, markdown: markdown) }, true)
        }
        context.pages = outcomes.map(\.page)
        context.statistics.markdownRendered = outcomes.filter(\.rendered).count
        if archive {
            context.markdownEntries = Dictionary(zip(context.content.pages, outcomes).compactMap { source, outcome in
                outcome.entry.map { (source.path, $0) }
            }) { first, _ in first }
        }
        context.cache.markdown = (resolver, Dictionary(context.pages.map { ($0.source.path, $0) }) { first, _ in first })

        let dataRenderer = MarkdownRenderer(options: MarkdownOptions(rawHTMLAsText: true), resolver: resolver)
        let verified = context.verifiedAuditIDs
        var rendered: [String: (check: AuditCheck, verified: Bool, audit: RenderedAudit)] = [:]
        context.renderedAudits = context.check.audits.map { check in
            let isVerified = verified.contains(check.audit.id)
            if resolverUnchanged, let cached = context.cache.renderedAudits[check.audit.id],
               cached.verified == isVerified, cached.check == check {
                rendered[check.audit.id] = cached
                return cached.audit
            }
            let audit = RenderedAudit(check: check, verified: isVerified, renderer: dataRenderer)
            rendered[check.audit.id] = (check, isVerified, audit)
            return audit
        }
        context.cache.renderedAudits = rendered

        let diagnostics = context.pages.flatMap(\.markdown.diagnostics) + context.renderedAudits.flatMap(\.diagnostics)
        context.linkDiagnostics = diagnostics.filter { $0.step == .links }
        let own = diagnostics.filter { $0.step != .links }
        try DiagnosticCollector.throwing(own)
        context.warnings += own
    }
}
