import DocGenCore
import DocGenMarkdown
import Testing

@Suite("GFM extensions and raw HTML")
struct ExtensionTests {
    @Test func rawHTMLIsOmittedByDefault() {
        let rendered = render("<div class=\"x\">block</div>\n\nText <span onclick=\"x()\">inline</span> [js](javascript:alert(1))")
        #expect(rendered.html == """
        <!-- raw HTML omitted -->
        <p>Text <!-- raw HTML omitted -->inline<!-- raw HTML omitted --> <a href="">js</a></p>

        """)
    }

    @Test func rawHTMLIsKeptWhenUnsafeHTMLIsOnButTagfilterStillApplies() {
        let rendered = render("<div class=\"x\">block</div>\n\nText <span>inline</span> <script>bad()</script>",
                              unsafeHTML: true)
        #expect(rendered.html.contains("<div class=\"x\">block</div>"))
        #expect(rendered.html.contains("<span>inline</span>"))
        #expect(rendered.html.contains("&lt;script>bad()&lt;/script>"))
    }

    @Test func rawHTMLCanBeShownAsTheTextThatWasWritten() {
        let renderer = MarkdownRenderer(options: MarkdownOptions(rawHTMLAsText: true), resolver: ContentLinkResolver())
        let inline = renderer.renderInline("Uses <b>bold</b> in `Button`", file: "a.yml", page: "audits/a.html")
        #expect(inline.html == "Uses &lt;b&gt;bold&lt;/b&gt; in <code>Button</code>")
        let lone = renderer.renderInline("<script>alert(1)</script>", file: "a.yml", page: "audits/a.html")
        #expect(lone.html == "&lt;script&gt;alert(1)&lt;/script&gt;")
        let block = renderer.render("<div onclick=\"x()\">hi</div>\n", file: "a.yml", page: "audits/a.html")
        #expect(block.html == "<p>&lt;div onclick=&quot;x()&quot;&gt;hi&lt;/div&gt;</p>\n")
    }

    @Test func footnotesRenderAndTheirIdsAreAnchors() {
        let rendered = render("""
        A claim[^source] and again[^Source], and another[^2].

        [^source]: The source.
        [^2]: Second note.
        """)
        #expect(rendered.html.contains(#"<section class="footnotes" data-footnotes>"#))
        #expect(rendered.html.contains(#"id="fn-source""#))
        #expect(rendered.html.contains(#"id="fnref-source""#))
        #expect(rendered.html.contains(#"id="fnref-source-2""#))
        #expect(rendered.html.contains(#"id="fn-2""#))
        #expect(rendered.anchors == ["fn-source", "fnref-source", "fnref-source-2", "fn-2", "fnref-2"])
    }

    @Test func everyRenderedIdIsAnAnchor() {
        let rendered = render("# Title\n\nText[^n] and [^m].\n\n## Title\n\n[^n]: Note.\n[^m]: Other.")
        var ids: Set<String> = []
        var rest = Substring(rendered.html)
        while let start = rest.range(of: " id=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            ids.insert(String(rest[..<end]))
        }
        #expect(ids == rendered.anchors)
        #expect(ids.count == 6)
    }

    @Test func tablesRenderWithAlignment() {
        let rendered = render("""
        | Screen | Status |
        | :--- | ---: |
        | Home | **fixed** |
        """)
        #expect(rendered.html == """
        <div class="table-scroll" role="group" tabindex="0" aria-label="Table: Screen, Status">
        <table>
        <thead>
        <tr>
        <th align="left">Screen</th>
        <th align="right">Status</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td align="left">Home</td>
        <td align="right"><strong>fixed</strong></td>
        </tr>
        </tbody>
        </table>
        </div>

        """)
    }

    @Test func strikethroughAndAutolinksWork() {
        let rendered = render("~~old~~ and https://example.com/x.")
        #expect(rendered.html == "<p><del>old</del> and <a href=\"https://example.com/x\">https://example.com/x</a>.</p>\n")
    }

    @Test func smartPunctuationIsOff() {
        #expect(render("\"quoted\" -- dash...").html == "<p>&quot;quoted&quot; -- dash...</p>\n")
    }

    @Test func inlineRenderingDropsTheParagraphOfASingleParagraph() {
        let renderer = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())
        let summary = renderer.renderInline("Continuous *rotation* of [the icon](../x.md)", file: "audit.yml",
                                            page: "audits/a.html", lineOffset: 9)
        #expect(summary.html == #"Continuous <em>rotation</em> of <a href="../x.html">the icon</a>"#)
        #expect(summary.links.first?.location == SourceLocation(file: "audit.yml", line: 10, column: 26))
        let notes = renderer.renderInline("One.\n\nTwo.", file: "audit.yml", page: "audits/a.html")
        #expect(notes.html == "<p>One.</p>\n<p>Two.</p>\n")
        #expect(renderer.renderInline("", file: "a.yml", page: "a.html").html == "")
    }
}
