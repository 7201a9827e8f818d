import DocGenCore
import DocGenMarkdown
import DocGenSite

/// Renders every page's Markdown, and the Markdown fields of every audit, with cmark-gfm.
struct RenderMarkdownStep: BuildStep {
    var step: Step { .markdown }
    var producesSite: Bool { true }

    func detail(_ context: BuildContext) -> String? { "\(context.content.pages.count) pages" }

    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        let resolver = SiteLinkResolver(audits: context.audits)
        let renderer = MarkdownRenderer(options: MarkdownOptions(unsafeHTML: config.unsafeHTML), resolver: resolver)
        context.pages = context.content.pages.parallelMap { source in
            RenderedPage(source: source, markdown: renderer.render(source.body, file: source.displayPath,
                                                                  page: source.outputPath, lineOffset: source.bodyLineOffset))
        }
        let dataRenderer = MarkdownRenderer(options: MarkdownOptions(rawHTMLAsText: true), resolver: resolver)
        let verified = context.verifiedAuditIDs
        context.renderedAudits = context.check.audits.map {
            RenderedAudit(check: $0, verified: verified.contains($0.audit.id), renderer: dataRenderer)
        }
        let diagnostics = context.pages.flatMap(\.markdown.diagnostics) + context.renderedAudits.flatMap(\.diagnostics)
        context.linkDiagnostics = diagnostics.filter { $0.step == .links }
        let own = diagnostics.filter { $0.step != .links }
        try DiagnosticCollector.throwing(own)
        context.warnings += own
    }
}
