import DocGenCore
import DocGenMarkdown
import Testing

@Suite("Before/after code blocks")
struct ComparisonBlockTests {
    @Test func beforeFollowedByAfterRendersAsOneComparison() {
        let rendered = render("""
        Intro.

        ```swift before "Loading spinner"
        withAnimation(.linear.repeatForever()) { angle = 360 }
        ```


        ```swift after
        if !reduceMotion { withAnimation(.linear.repeatForever()) { angle = 360 } }
        ```

        Outro.
        """)
        let expected = Comparison.html(
            before: "withAnimation(.linear.repeatForever()) { angle = 360 }\n",
            after: "if !reduceMotion { withAnimation(.linear.repeatForever()) { angle = 360 } }\n",
            language: "swift", caption: "Loading spinner")
        #expect(rendered.html == "<p>Intro.</p>\n" + expected + "<p>Outro.</p>\n")
        #expect(rendered.html.components(separatedBy: "<figure class=\"comparison\">").count == 2)
        #expect(!rendered.html.contains("<pre><code"))
    }

    @Test func theCaptionMayBeInTheAfterBlockAndTheLanguageIsOptional() {
        let rendered = render("```before\na\n```\n```after \"Renamed\"\nb\n```")
        #expect(rendered.html == Comparison.html(before: "a\n", after: "b\n", language: nil, caption: "Renamed"))
    }

    @Test func aLoneBeforeOrAfterIsAnOrdinaryCodeBlockWithOnlyItsLanguage() {
        let rendered = render("""
        ```swift before "Title"
        a
        ```

        Between.

        ```after
        b
        ```
        """)
        #expect(rendered.html == """
        <div class="code-scroll" role="group" tabindex="0" aria-label="Swift code">
        <pre><code class="language-swift">a
        </code></pre>
        </div>
        <p>Between.</p>
        <div class="code-scroll" role="group" tabindex="0" aria-label="Code">
        <pre><code>b
        </code></pre>
        </div>

        """)
    }

    @Test func anAfterBeforeItsBeforeDoesNotPair() {
        let rendered = render("```after\nb\n```\n\n```before\na\n```")
        #expect(!rendered.html.contains("comparison"))
        #expect(rendered.html.components(separatedBy: "<pre><code>").count == 3)
    }

    @Test func blocksInDifferentContainersDoNotPair() {
        let rendered = render("- ```before\n  a\n  ```\n\n```after\nb\n```")
        #expect(!rendered.html.contains("comparison"))
    }

    @Test func pairsInsideAContainerStillPair() {
        let rendered = render("> ```js before\n> a\n> ```\n>\n> ```js after\n> b\n> ```")
        #expect(rendered.html == "<blockquote>\n"
            + Comparison.html(before: "a\n", after: "b\n", language: "js", caption: nil) + "</blockquote>\n")
    }

    @Test func changedLinesAreMarkedAndCodeIsEscaped() {
        let rendered = render("""
        ```html before
        <p>same</p>
        <b>old</b>
        ```
        ```html after
        <p>same</p>
        <i>new</i>
        ```
        """)
        #expect(rendered.html.contains(#"<del><span class="visually-hidden">removed: </span>&lt;b&gt;old&lt;/b&gt;</del>"#))
        #expect(rendered.html.contains(#"<ins><span class="visually-hidden">added: </span>&lt;i&gt;new&lt;/i&gt;</ins>"#))
        #expect(rendered.html.contains(#"<span class="comparison-marker" aria-hidden="true"> </span>&lt;p&gt;same&lt;/p&gt;"#))
        #expect(!rendered.html.contains("<b>"))
    }

    @Test func indentedCodeIsNeverAComparison() {
        let rendered = render("    before\n\n```after\nb\n```")
        #expect(!rendered.html.contains("comparison"))
    }

    /// No two regions of a page share a name: comparisons are named after their caption (numbered when it
    /// repeats), later uncaptioned ones get a number, and code blocks and tables of one name are numbered.
    @Test func regionsOfAPageHaveDistinctNames() {
        let rendered = render("""
        ```swift before "Spinner"
        a
        ```
        ```swift after
        b
        ```

        ```before
        a
        ```
        ```after
        b
        ```

        ```swift before "Spinner"
        c
        ```
        ```swift after
        d
        ```

        ```before
        c
        ```
        ```after
        d
        ```

        ```swift
        one
        ```

        ```swift
        two
        ```

        | A | B |
        | - | - |
        | 1 | 2 |

        | A | B |
        | - | - |
        | 3 | 4 |
        """)
        let names = rendered.html.components(separatedBy: "aria-label=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(names == ["Before: Spinner", "After: Spinner", "Before code", "After code", "Before: Spinner 2", "After: Spinner 2",
                          "Before: comparison 2", "After: comparison 2", "Swift code", "Swift code 2", "Table: A, B", "Table: A, B 2"])
    }

    @Test func theNumbersGoOnAcrossThePiecesOfALargePage() {
        let markdown = (1...3).map { "## Part \($0)\n\n```swift\nlet x = \($0)\n```\n" }.joined(separator: "\n")
        let renderer = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())
        let whole = renderer.render(markdown, file: "a.md", page: "a.html")
        let pieces = renderer.render(markdown, file: "a.md", page: "a.html", piecesOf: 20)
        #expect(whole.html == pieces.html)
        #expect(pieces.html.contains(#"aria-label="Swift code 3""#))
    }
}
