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
        context.pages = context.content.pages.parallelMap { source in
            if let cached = previous[source.path], cached.source == source { return cached }
            return RenderedPage(source: source, markdown: renderer.render(source.body, file: source.displayPath,
                                                                         page: source.outputPath, lineOffset: source.bodyLineOffset))
        }
        context.statistics.markdownRendered = context.content.pages.filter { previous[$0.path]?.source != $0 }.count
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
