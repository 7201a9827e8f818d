import DocGenCore
import DocGenMarkdown
import DocGenTestSupport
import Testing

@Suite("Links")
struct LinkTransformTests {
    @Test func internalLinksAreRewrittenAndRecordedWithTheirFileLocation() {
        let source = MarkedText("""
        # Plan

        See 1️⃣[the standards](../standards/coding.md#reduce-motion) and
        the 2️⃣[index](../index.md), then 3️⃣![a diagram](diagram.png).
        """, file: "content/plans/x.md")
        let rendered = render(source.text, page: "plans/x.html", file: "content/plans/x.md", lineOffset: 4)

        #expect(rendered.html.contains(#"<a href="../standards/coding.html#reduce-motion">the standards</a>"#))
        #expect(rendered.html.contains(#"<a href="../index.html">index</a>"#))
        #expect(rendered.html.contains(#"<img src="diagram.png" alt="a diagram" />"#))
        #expect(rendered.links == [
            InternalLink(target: LinkTarget(path: "standards/coding.html", fragment: "reduce-motion"),
                         written: "../standards/coding.md#reduce-motion",
                         location: source.location("1️⃣", lineOffset: 4)!),
            InternalLink(target: LinkTarget(path: "index.html"), written: "../index.md",
                         location: source.location("2️⃣", lineOffset: 4)!),
            InternalLink(target: LinkTarget(path: "plans/diagram.png"), written: "diagram.png",
                         location: source.location("3️⃣", lineOffset: 4)!),
        ])
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func externalLinksAreLeftAsWrittenAndNotRecorded() {
        let rendered = render("[site](https://example.com/a?b=1) <mailto:a@example.com> www.example.org")
        #expect(rendered.html.contains(#"<a href="https://example.com/a?b=1">site</a>"#))
        #expect(rendered.html.contains(#"<a href="mailto:a@example.com">"#))
        #expect(rendered.html.contains(#"<a href="http://www.example.org">www.example.org</a>"#))
        #expect(rendered.links.isEmpty)
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func invalidLinksAreReportedWhereTheyAreWritten() {
        let source = MarkedText("""
        Intro.

        - An 1️⃣[absolute link](/docs/a.md) and 2️⃣[one that climbs out](../../../x.md).
        """, file: "content/plans/x.md")
        let rendered = render(source.text, file: "content/plans/x.md", lineOffset: 2)
        let file = "content/plans/x.md"
        #expect(rendered.diagnostics.map(\.location) == [
            source.location("1️⃣", lineOffset: 2), source.location("2️⃣", lineOffset: 2),
        ])
        #expect(rendered.diagnostics.allSatisfy { $0.severity == .error && $0.step == .links })
        #expect(rendered.diagnostics.first?.message.contains("absolute path") == true)
        #expect(rendered.diagnostics.last?.message.contains("leads outside the site") == true)
        #expect(rendered.links.isEmpty)
    }

    @Test func sameePageAnchorsAreRecordedAgainstThePage() {
        let rendered = render("# Reduce Motion!\n\nBack to [the top](#reduce-motion).", page: "plans/x.html")
        #expect(rendered.links.map(\.target) == [LinkTarget(path: "plans/x.html", fragment: "reduce-motion")])
        #expect(rendered.anchors.contains("reduce-motion"))
        #expect(rendered.html.contains(##"<a href="#reduce-motion">the top</a>"##))
    }

    @Test func referenceStyleLinksAndLinksInTablesAreResolved() {
        let rendered = render("""
        | page | link |
        | --- | --- |
        | a | [A](a.md) |

        See [B][b].

        [b]: sub/b.md#part
        """, page: "x.html")
        #expect(rendered.links.map(\.target.description) == ["a.html", "sub/b.html#part"])
        #expect(rendered.html.contains(#"<a href="a.html">A</a>"#))
        #expect(rendered.html.contains(#"<a href="sub/b.html#part">B</a>"#))
    }

    @Test func aCustomResolverDecidesEveryDestination() {
        struct AuditResolver: LinkResolver {
            func resolve(_ destination: String, from page: String) -> LinkResolution {
                destination.hasPrefix("audit:")
                    ? .internal(href: "audits/\(destination.dropFirst(6)).html", target: LinkTarget(path: "audits/x.html"))
                    : .invalid("unknown: \(destination)")
            }
        }
        let rendered = MarkdownRenderer(options: MarkdownOptions(), resolver: AuditResolver())
            .render("[A](audit:reduce-motion) [B](elsewhere)", file: "a.md", page: "a.html")
        #expect(rendered.html.contains(#"<a href="audits/reduce-motion.html">A</a>"#))
        #expect(rendered.links.count == 1)
        #expect(rendered.diagnostics.map(\.message) == ["unknown: elsewhere"])
    }

    /// cmark-gfm loses the positions of a paragraph that runs into a table's header row; its links
    /// are reported on the paragraph's first line (found by fuzzing: whole and piecewise rendering disagreed).
    @Test func linksInAParagraphRunningIntoATableKeepTheirLine() {
        let rendered = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())
            .render("# T\n\ntext\n\nIntro\nwith [l](missing.md) here\n| a | b |\n| - | - |\n", file: "p.md", page: "p.html", lineOffset: 2)
        #expect(rendered.links.map(\.location) == [SourceLocation(file: "p.md", line: 7)])
    }
}
