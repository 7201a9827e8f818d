import DocGenCore
internal import CCmarkGFM

/// How Markdown is rendered.
public struct MarkdownOptions: Hashable, Sendable {
    /// Keep raw HTML written in Markdown (`unsafe_html: true`); it is replaced by a comment otherwise.
    public var unsafeHTML: Bool

    /// Show raw HTML as the text that was written (escaped), instead of keeping or omitting it:
    /// for data fields such as audit summaries, where `<Button>` is meant literally.
    public var rawHTMLAsText: Bool

    /// Creates options; raw HTML is omitted by default.
    public init(unsafeHTML: Bool = false, rawHTMLAsText: Bool = false) {
        self.unsafeHTML = unsafeHTML
        self.rawHTMLAsText = rawHTMLAsText
    }
}

/// Renders GitHub-flavoured Markdown to HTML with cmark-gfm, and rewrites it for the site on the way:
/// links resolved (and recorded for checking), headings given GitHub-compatible ids and anchor links,
/// task lists made accessible checklists, and `before`/`after` code blocks paired into comparisons.
///
/// Safe to use from many threads at once; every cmark allocation is released before `render` returns.
public struct MarkdownRenderer: Sendable {
    /// The options every page is rendered with.
    public let options: MarkdownOptions
    /// Turns link destinations into site URLs.
    public let resolver: any LinkResolver

    /// Creates a renderer.
    public init(options: MarkdownOptions, resolver: any LinkResolver) {
        self.options = options
        self.resolver = resolver
    }

    /// Renders a document.
    ///
    /// - Parameters:
    ///   - markdown: the Markdown text, without front matter.
    ///   - file: the path shown in diagnostics, such as `content/plans/x.md`.
    ///   - page: the page's path inside the site, such as `plans/x.html`; links are made relative to it.
    ///   - lineOffset: how many lines of the file come before `markdown` (front matter), so that
    ///     locations name the real line of the file.
    ///   - separateTitle: take a leading level-1 heading out of `html` into `titleHTML` (for pages,
    ///     whose theme puts the table of contents after the title).
    public func render(_ markdown: String, file: String, page: String, lineOffset: Int = 0,
                       separateTitle: Bool = false) -> RenderedMarkdown {
        render(markdown, file: file, page: page, lineOffset: lineOffset, inline: false, separateTitle: separateTitle)
    }

    /// Renders a short text such as an audit summary: a document that is a single paragraph renders
    /// without the wrapping `<p>` and without a trailing newline; anything longer renders as `render` does.
    public func renderInline(_ markdown: String, file: String, page: String, lineOffset: Int = 0) -> RenderedMarkdown {
        render(markdown, file: file, page: page, lineOffset: lineOffset, inline: true, separateTitle: false)
    }

    private var cmarkOptions: Int32 {
        var value = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES
        if options.unsafeHTML { value |= CMARK_OPT_UNSAFE }
        return Int32(value)
    }

    private func render(_ markdown: String, file: String, page: String, lineOffset: Int, inline: Bool,
                        separateTitle: Bool) -> RenderedMarkdown {
        if !inline, case let pieces = MarkdownChunks.split(markdown), pieces.count > 1 {
            return render(pieces, file: file, page: page, lineOffset: lineOffset, separateTitle: separateTitle)
        }
        return CmarkArena.withScope {
            renderInScope(markdown, file: file, page: page, lineOffset: lineOffset, inline: inline, separateTitle: separateTitle)
        }
    }

    /// The work of `render`, whose cmark allocations the arena scope around it releases.
    private func renderInScope(_ markdown: String, file: String, page: String, lineOffset: Int, inline: Bool,
                               separateTitle: Bool) -> RenderedMarkdown {
        let library = CmarkLibrary.shared
        let options = cmarkOptions
        guard let (parser, documentPointer) = library.parse(markdown, options: options) else {
            let failure = Diagnostic.error("cmark-gfm could not parse this document", at: SourceLocation(file: file),
                                           step: .markdown)
            return RenderedMarkdown(html: "", firstHeading: nil, headings: [], anchors: [], links: [], tasks: [],
                                    diagnostics: [failure])
        }
        let document = CmarkNode(documentPointer)
        var transformer = DocumentTransformer(file: file, page: page, lineOffset: lineOffset, resolver: resolver,
                                              rawHTMLAsText: self.options.rawHTMLAsText)
        transformer.transform(document, source: markdown)
        let unwrapped = inline && Self.unwrapSingleParagraph(of: document)
        var titleHTML: String?
        if separateTitle, let title = transformer.leadingTitle {
            titleHTML = library.renderHTML(title.pointer, parser: parser, options: options)
            cmark_node_unlink(title.pointer)
        }
        var html = library.renderHTML(documentPointer, parser: parser, options: options)
        if unwrapped, html.hasSuffix("\n") { html.removeLast() }
        return RenderedMarkdown(
            html: html,
            firstHeading: transformer.headings.first?.text,
            headings: transformer.headings,
            anchors: transformer.anchors,
            links: transformer.links,
            tasks: transformer.tasks,
            diagnostics: transformer.diagnostics,
            titleHTML: titleHTML,
            searchTerms: inline ? [] : SearchTokens.terms(in: transformer.searchText),
            excerpt: transformer.firstParagraph.map(Self.excerpt)
        )
    }

    /// Renders `markdown` cut into pieces of about `pieceSize` bytes wherever ``MarkdownChunks``
    /// allows, as large pages are: the result must equal ``render(_:file:page:lineOffset:)``.
    /// For tests and fuzzing, which compare the two on small documents.
    public func render(_ markdown: String, file: String, page: String, lineOffset: Int = 0, separateTitle: Bool = false,
                       piecesOf pieceSize: Int) -> RenderedMarkdown {
        render(MarkdownChunks.split(markdown, threshold: 0, pieceSize: pieceSize), file: file, page: page, lineOffset: lineOffset,
               separateTitle: separateTitle)
    }

    /// Renders a large document piece by piece (see ``MarkdownChunks``), freeing each piece's tree
    /// before the next is parsed; the result equals rendering the whole at once.
    func render(_ pieces: [MarkdownChunks.Piece], file: String, page: String, lineOffset: Int,
                separateTitle: Bool = false) -> RenderedMarkdown {
        let library = CmarkLibrary.shared
        let options = cmarkOptions
        var transformer = DocumentTransformer(file: file, page: page, lineOffset: lineOffset, resolver: resolver,
                                              rawHTMLAsText: self.options.rawHTMLAsText)
        let total = pieces.reduce(0) { $0 + $1.text.utf8.count }
        var html = ""
        var titleHTML: String?
        var terms: Set<String> = []
        var carried: (start: Substring.Index, lineOffset: Int)?
        for (index, piece) in pieces.enumerated() {
            let start = carried?.start ?? piece.text.startIndex
            let text = String(piece.text.base[start..<piece.text.endIndex])
            let pieceOffset = carried?.lineOffset ?? piece.lineOffset
            // Each piece's tree lives in its own arena scope, released before the next piece is parsed.
            let outcome = CmarkArena.withScope { () -> PieceOutcome in
                guard let (parser, documentPointer) = library.parse(text, options: options) else { return .failed }
                // cmark has the last word on where blocks end: when a fenced code or HTML block is
                // still open at the end of this piece, the next piece continues it, so parse both as one.
                if index < pieces.count - 1, Self.endsInsideOpenBlock(CmarkNode(documentPointer), lines: text.utf8.count { $0 == 0x0A }) {
                    return .carried
                }
                transformer.lineOffset = lineOffset + pieceOffset
                let first = html.isEmpty && titleHTML == nil
                transformer.transform(CmarkNode(documentPointer), source: text)
                if first, separateTitle, let title = transformer.leadingTitle {
                    titleHTML = library.renderHTML(title.pointer, parser: parser, options: options)
                    cmark_node_unlink(title.pointer)
                }
                transformer.leadingTitle = nil
                // Words rather than the text: the page's text is not kept whole.
                terms.formUnion(SearchTokens.words(in: transformer.searchText))
                transformer.searchText = ""
                let part = library.renderHTML(documentPointer, parser: parser, options: options)
                if html.isEmpty {
                    // Reserve for the whole page from the first piece's share: growing by doubling would
                    // hold up to three times the HTML (and the links) while the last copy is made.
                    let scale = Double(total) / Double(max(1, text.utf8.count)) * 1.05
                    html.reserveCapacity(Int(Double(part.utf8.count) * scale) + 4096)
                    transformer.links.reserveCapacity(Int(Double(transformer.links.count) * scale) + 16)
                }
                html += part
                return .rendered
            }
            switch outcome {
            case .failed:
                let failure = Diagnostic.error("cmark-gfm could not parse this document", at: SourceLocation(file: file), step: .markdown)
                return RenderedMarkdown(html: "", firstHeading: nil, headings: [], anchors: [], links: [], tasks: [],
                                        diagnostics: [failure])
            case .carried:
                carried = (start, pieceOffset)
            case .rendered:
                carried = nil
            }
        }
        return RenderedMarkdown(html: html, firstHeading: transformer.headings.first?.text, headings: transformer.headings,
                                anchors: transformer.anchors, links: transformer.links, tasks: transformer.tasks,
                                diagnostics: transformer.diagnostics, titleHTML: titleHTML, searchTerms: terms.sorted(),
                                excerpt: transformer.firstParagraph.map(Self.excerpt))
    }

    /// What became of one piece of a large document.
    private enum PieceOutcome {
        case rendered, carried, failed
    }

    /// Whether a code or HTML block on the document's last branch runs to its last line: a block
    /// closed before the piece's final blank line ends earlier, one still open takes that line in.
    static func endsInsideOpenBlock(_ document: CmarkNode, lines: Int) -> Bool {
        var node = document.lastChild
        while let current = node {
            if current.type == CMARK_NODE_CODE_BLOCK || current.type == CMARK_NODE_HTML_BLOCK {
                return current.endLine >= lines
            }
            node = current.lastChild
        }
        return false
    }

    /// At most about 200 characters of `text`, cut at a space, with an ellipsis when cut.
    static func excerpt(_ text: String) -> String {
        let flat = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        guard flat.count > 200 else { return flat }
        let cut = flat.prefix(200)
        let end = cut.lastIndex(of: " ") ?? cut.endIndex
        return String(cut[..<end]) + "…"
    }

    /// Replaces a lone top-level paragraph by a custom block that renders only its inlines.
    private static func unwrapSingleParagraph(of document: CmarkNode) -> Bool {
        guard let paragraph = document.firstChild, paragraph.next == nil, paragraph.type == CMARK_NODE_PARAGRAPH,
              let bare = CmarkNode.custom(block: true, onEnter: "") else { return false }
        paragraph.moveChildren(to: bare)
        paragraph.replace(with: bare)
        return true
    }
}
