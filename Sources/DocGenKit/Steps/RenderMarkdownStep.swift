import DocGenAudit
import DocGenCore
import DocGenMarkdown
import DocGenSite

/// Renders every page's Markdown, and the Markdown fields of every audit, with cmark-gfm.
///
/// A page is rendered again only when its source (path, front matter, body) or the link resolver
/// (the audits' ids, files and items) changed; an audit only when its check or verification changed.
/// Which earlier render a page reuses (this process's, or the build cache's on disk) is its entry's business.
struct RenderMarkdownStep: MemoStep {
    var step: Step { .markdown }
    var producesSite: Bool { true }
    static var memo: WritableKeyPath<BuildCache, MarkdownMemo> { \.markdown }

    func detail(_ context: BuildContext) -> String? { "\(context.content.pages.count) pages" }

    func run(_ context: inout BuildContext, memo: inout MarkdownMemo, cache: BuildCache) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        let resolver = SiteLinkResolver(audits: context.audits)
        let renderer = MarkdownRenderer(options: MarkdownOptions(unsafeHTML: config.unsafeHTML), resolver: resolver)
        let lookup = memo.lookup(resolver: resolver, unsafeHTML: config.unsafeHTML)
        let outcomes = context.content.pages.parallelMap { source -> (page: RenderedPage, key: ContentHash?, rendered: Bool) in
            let (reused, key) = lookup.reusable(source)
            if let reused { return (RenderedPage(source: source, markdown: reused), key, false) }
            let markdown = renderer.render(source.body, file: source.displayPath, page: source.outputPath,
                                           lineOffset: source.bodyLineOffset, separateTitle: true)
            return (RenderedPage(source: source, markdown: markdown), key, true)
        }
        context.pages = outcomes.map(\.page)
        context.statistics.markdownRendered = outcomes.filter(\.rendered).count
        memo.remember(context.pages, keys: outcomes.map(\.key), resolver: resolver)

        let dataRenderer = MarkdownRenderer(options: MarkdownOptions(rawHTMLAsText: true), resolver: resolver)
        let audits = context.check.audits.map { check -> (id: String, key: AuditRenderKey, audit: RenderedAudit) in
            let key = AuditRenderKey(check: check, verified: context.verifiedAuditIDs.contains(check.audit.id), resolver: resolver)
            let audit = memo.audits.product(for: check.audit.id, key: key)
                ?? RenderedAudit(check: check, verified: key.verified, renderer: dataRenderer)
            return (check.audit.id, key, audit)
        }
        context.renderedAudits = audits.map(\.audit)
        memo.audits.replace(with: Dictionary(audits.map { ($0.id, CacheEntry(key: $0.key, product: $0.audit)) }) { first, _ in first })
        context.releaseMarkdownSourcesOfAOneShotBuild()

        let diagnostics = context.pages.flatMap(\.markdown.diagnostics) + context.renderedAudits.flatMap(\.diagnostics)
        context.linkDiagnostics = diagnostics.filter { $0.step == .links }
        let own = diagnostics.filter { $0.step != .links }
        try DiagnosticCollector.throwing(own)
        context.warnings += own
    }
}
