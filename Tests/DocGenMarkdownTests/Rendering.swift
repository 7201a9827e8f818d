import DocGenCore
import DocGenMarkdown

/// Renders with the content link resolver, as pages are rendered.
func render(_ markdown: String, page: String = "plans/x.html", file: String = "content/plans/x.md",
            lineOffset: Int = 0, unsafeHTML: Bool = false) -> RenderedMarkdown {
    MarkdownRenderer(options: MarkdownOptions(unsafeHTML: unsafeHTML), resolver: ContentLinkResolver())
        .render(markdown, file: file, page: page, lineOffset: lineOffset)
}
