import DocGenCore
import Testing

@Suite("Comparison component")
struct ComparisonTests {
    @Test func wholeComponentMarkup() {
        let html = Comparison.html(before: "let a = 1\nlet b = 2\n", after: "let a = 1\nlet b = 3\nlet c = 4\n",
                                   language: "swift", caption: "Spinner <fast>")
        let removed = #"<span class="comparison-line comparison-line-removed"><span class="comparison-marker" aria-hidden="true">−</span><del><span class="visually-hidden">removed: </span>"#
        let added = #"<span class="comparison-line comparison-line-added"><span class="comparison-marker" aria-hidden="true">+</span><ins><span class="visually-hidden">added: </span>"#
        let same = #"<span class="comparison-line"><span class="comparison-marker" aria-hidden="true"> </span>"#
        #expect(html == """
        <figure class="comparison">
        <figcaption class="comparison-caption">Spinner &lt;fast&gt;</figcaption>
        <div class="comparison-panes">
        <figure class="comparison-pane comparison-pane-before">
        <figcaption class="comparison-label">Before</figcaption>
        <pre class="comparison-code" role="group" tabindex="0" aria-label="Before: Spinner &lt;fast&gt;"><code class="language-swift">\(same)let a = 1
        </span>\(removed)let b = 2</del>
        </span></code></pre>
        </figure>
        <figure class="comparison-pane comparison-pane-after">
        <figcaption class="comparison-label">After</figcaption>
        <pre class="comparison-code" role="group" tabindex="0" aria-label="After: Spinner &lt;fast&gt;"><code class="language-swift">\(same)let a = 1
        </span>\(added)let b = 3</ins>
        </span>\(added)let c = 4</ins>
        </span></code></pre>
        </figure>
        </div>
        </figure>

        """)
    }

    /// Each pane is named after what it shows, so that a page of several comparisons has no two regions of
    /// one name: the subject first, else the caption, else plain "Before code".
    @Test func panesAreNamedAfterTheirSubject() {
        let named = Comparison.html(before: "a", after: "b", language: nil, caption: "Caption", subject: "item.<id>")
        #expect(named.contains(#"aria-label="Before: item.&lt;id&gt;""#) && named.contains(#"aria-label="After: item.&lt;id&gt;""#))
        let captioned = Comparison.html(before: "a", after: "b", language: nil, caption: "Caption")
        #expect(captioned.contains(#"aria-label="Before: Caption""#))
        let plain = Comparison.html(before: "a", after: "b", language: nil, caption: nil, subject: "")
        #expect(plain.contains(#"aria-label="Before code""#) && plain.contains(#"aria-label="After code""#))
    }

    @Test func aCodeBlockRegionIsNamedAfterItsSubject() {
        #expect(ScrollRegion.codeBlock("x", language: "swift", subject: "a.b").contains(#"aria-label="Swift code: a.b""#))
        #expect(ScrollRegion.codeBlock("x", language: "swift").contains(#"aria-label="Swift code""#))
    }

    @Test func withoutCaptionOrLanguageThereIsNoCaptionAndNoLanguageClass() {
        let html = Comparison.html(before: "a", after: "a", language: nil, caption: nil)
        #expect(!html.contains("comparison-caption"))
        #expect(!html.contains("language-"))
        #expect(!html.contains("<del>") && !html.contains("<ins>"))
        #expect(Comparison.html(before: "a", after: "a", language: "", caption: "").contains("<code>"))
    }

    @Test func everythingUserWrittenIsEscaped() {
        let html = Comparison.html(before: "<script>alert('x')</script>", after: "a & b",
                                   language: "\"><img src=x>", caption: "\"cap\"")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(html.contains("a &amp; b"))
        #expect(html.contains(#"class="language-&quot;&gt;&lt;img src=x&gt;""#))
        #expect(html.contains("&quot;cap&quot;"))
    }

    @Test func changedLinesComeFromTheCollectionDifference() {
        let before = "a\nb\nc\nd\ne"
        let after = "a\nc\nd\nX\ne\nf"
        let changes = Comparison.lineChanges(before: before, after: after)
        #expect(changes.before == [.unchanged, .removed, .unchanged, .unchanged, .unchanged])
        #expect(changes.after == [.unchanged, .unchanged, .unchanged, .added, .unchanged, .added])

        let beforeLines = before.split(separator: "\n")
        let afterLines = after.split(separator: "\n")
        var removals: [Int] = []
        var insertions: [Int] = []
        for change in afterLines.difference(from: beforeLines) {
            switch change {
            case .remove(let offset, _, _): removals.append(offset)
            case .insert(let offset, _, _): insertions.append(offset)
            }
        }
        #expect(changes.before.indices.filter { changes.before[$0] == .removed } == removals)
        #expect(changes.after.indices.filter { changes.after[$0] == .added } == insertions)
    }

    @Test func emptyAndIdenticalInputsMarkNothingWhileAddedCodeMarksEverything() {
        #expect(Comparison.lineChanges(before: "", after: "") == ([], []))
        #expect(Comparison.lineChanges(before: "x\ny\n", after: "x\ny\n") == ([.unchanged, .unchanged], [.unchanged, .unchanged]))
        #expect(Comparison.lineChanges(before: "", after: "new\ncode\n") == ([], [.added, .added]))
        #expect(Comparison.lineChanges(before: "a\r\nb\r\n", after: "a\nb\n") == ([.unchanged, .unchanged], [.unchanged, .unchanged]))
    }

    @Test func hugeDifferingMiddlesAreMarkedWholeInsteadOfDiffed() {
        let before = (0..<3_000).map { "old \($0)" }.joined(separator: "\n")
        let after = "header\n" + (0..<3_000).map { "new \($0)" }.joined(separator: "\n")
        let changes = Comparison.lineChanges(before: "header\n" + before, after: after)
        #expect(changes.before.first == .unchanged)
        #expect(changes.before.dropFirst().allSatisfy { $0 == .removed })
        #expect(changes.after.dropFirst().allSatisfy { $0 == .added })
    }
}
