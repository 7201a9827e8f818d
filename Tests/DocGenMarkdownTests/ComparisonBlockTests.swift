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
}
