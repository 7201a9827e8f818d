import DocGenCore
@testable import DocGenKit
import DocGenMarkdown
import Foundation
import Testing

/// The on-disk archive of rendered Markdown gives back every field it was given: a field added to
/// `RenderedMarkdown` but not to the archive would make cached builds differ from clean ones.
@Suite struct MarkdownArchiveTests {
    @Test func everyFieldOfRenderedMarkdownSurvivesTheArchive() throws {
        let section = Heading(level: 2, id: "steps", text: "Steps")
        let markdown = RenderedMarkdown(
            html: "<h2 id=\"steps\">Steps</h2>\n<p>é &amp; ✓</p>\n", firstHeading: "Plan",
            headings: [Heading(level: 1, id: "plan", text: "Plan"), section],
            anchors: ["plan", "steps", "fn-1"],
            links: [InternalLink(target: LinkTarget(path: "other.html", fragment: "a"), written: "other.md#a",
                                 location: SourceLocation(file: "content/a.md", line: 3, column: 5))],
            tasks: [TaskItem(text: "Ship it", done: true, section: section,
                             location: SourceLocation(file: "content/a.md", line: 9, column: 1))],
            diagnostics: [.warning("odd", at: SourceLocation(file: "content/a.md", line: 2, column: 1), step: .links)],
            titleHTML: "<h1 id=\"plan\">Plan</h1>", searchTerms: ["plan", "ship", "steps"], excerpt: "Steps to ship.")
        let bare = RenderedMarkdown(html: "", firstHeading: nil, headings: [], anchors: [], links: [], tasks: [], diagnostics: [])
        let key = ContentHash(high: 1, low: UInt64.max)
        let decoded = MarkdownArchive.decode(MarkdownArchive.encode([
            "a.md": .init(key: key, markdown: markdown), "b.md": .init(key: key, markdown: bare),
        ]))
        #expect(decoded["a.md"]?.markdown == markdown)
        #expect(decoded["a.md"]?.key == key)
        #expect(decoded["b.md"]?.markdown == bare)
    }

    @Test func aDamagedArchiveIsIgnored() {
        let bare = RenderedMarkdown(html: "x", firstHeading: nil, headings: [], anchors: [], links: [], tasks: [], diagnostics: [])
        let data = MarkdownArchive.encode(["a.md": .init(key: ContentHash(high: 0, low: 0), markdown: bare)])
        #expect(MarkdownArchive.decode(data.dropLast(3)).isEmpty)
        #expect(MarkdownArchive.decode(Data("docgen-markdown-1\n".utf8) + data.dropFirst(MarkdownArchive.magic.count)).isEmpty)
    }
}
