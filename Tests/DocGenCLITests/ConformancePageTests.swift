import DocGenTestSupport
import Foundation
import Testing

/// The conformance page: a verdict per WCAG criterion across every audit, criteria above the
/// configured target in their own table, counts computed, every audit value escaped.
@Suite struct ConformancePageTests {
    static let x = "<script>alert(1)</script>"

    func project(level: String? = nil) throws -> FixtureProject {
        try FixtureProject("""
        -- docgen.yml --
        title: Conformance
        \(level.map { "conformance: {level: \($0)}" } ?? "")
        audits:
          - data: motion.yml
          - data: labels.yml
        -- content/index.md --
        # Home
        -- motion.yml --
        id: motion
        title: "Motion \(Self.x)"
        criteria: [2.3.3]
        items:
          - {id: spinner, file: A.swift, line: 3, severity: high, status: fixed, summary: Spinner}
        -- labels.yml --
        id: labels
        title: Labels
        items:
          - {id: "icon<i>", file: B.swift, line: 1, severity: high, status: fixed, criteria: [1.1.1], summary: Icon, follow_ups: ["<b>Check</b> iPad"]}
          - {id: avatar, file: B.swift, line: 5, severity: high, status: open, criteria: [1.1.1, 1.4.4], summary: Avatar}
          - {id: toggle, file: C.swift, line: 2, severity: low, status: open, criteria: [4.1.2], summary: Toggle}
        """, copyDefaultTheme: true)
    }

    /// The rows of the page as `id → verdict`, in page order.
    func rows(_ html: String) -> [(String, String)] {
        html.components(separatedBy: "<tr id=\"wcag-").dropFirst().compactMap { chunk in
            let id = String(chunk.prefix { $0 != "\"" }).replacingOccurrences(of: "-", with: ".")
            guard let verdict = chunk.components(separatedBy: "data-verdict=\"").dropFirst().first?.prefix(while: { $0 != "\"" })
            else { return nil }
            return (id, String(verdict))
        }
    }

    @Test func everyCriterionUpToTheTargetWithVerdictsFromTheItems() throws {
        let project = try project()
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try #require(project.read("site/conformance.html"))
        let rows = rows(page)
        let verdicts = Dictionary(rows) { first, _ in first }
        #expect(rows.count == 55 + 1, "every Level A and AA criterion, and 2.3.3 beyond the target")
        #expect(verdicts["1.1.1"] == "partially-supports")
        #expect(verdicts["4.1.2"] == "does-not-support")
        #expect(verdicts["1.4.4"] == "does-not-support")
        #expect(verdicts["2.3.3"] == "supports-unverified", "fixed, but no source checks it")
        #expect(verdicts["2.4.7"] == "not-evaluated")
        #expect(rows.last?.0 == "2.3.3", "the table beyond the target comes last")
        #expect(page.contains("<h2 id=\"level-aaa\">Table 3: Success Criteria, Level AAA (beyond the target)</h2>"))
        #expect(page.contains("<span class=\"figure-value\">0</span> <span class=\"figure-label\"><span class=\"verdict verdict-supports\">Supports</span>"))
        #expect(page.contains("<span class=\"figure-value\">0</span> <span class=\"figure-label\"><span class=\"verdict verdict-not-applicable\">Not Applicable</span>"))
        #expect(page.contains("<span class=\"figure-value\">52</span> <span class=\"figure-label\"><span class=\"verdict verdict-not-evaluated\">"))
        #expect(page.contains("the audits evaluate 3 of the 55 criteria"))
        #expect(page.contains("<a href=\"audits/labels.html#wcag-1-1-1\">Labels</a>: 2 items (1 open, 1 fixed); none verified in code: "
                              + "the audit is not checked against the sources, its items were reviewed by hand."))
        #expect(page.contains("<li><strong>open:</strong> <a href=\"audits/labels/B.swift.html#item-avatar\"><code class=\"item-id\">"
                              + "<span class=\"nowrap\">avatar</span></code></a> Avatar</li>"), "an open item with its summary")
        #expect(page.contains("<li><strong>Known issue:</strong> &lt;b&gt;Check&lt;/b&gt; iPad — <a href=\"audits/labels/B.swift.html#item-icon-i-\">"
                              + "<code class=\"item-id\"><span class=\"nowrap\">icon&lt;i&gt;</span></code></a> </li>"), "a follow-up of a covered item")
        #expect(page.contains("<span class=\"verdict verdict-not-evaluated\">Not Evaluated</span> <span class=\"gap-label\">gap</span>"))
        #expect(!page.contains(Self.x) && !page.contains("<i>") && !page.contains("<b>"))
        #expect(page.contains("Motion &lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func aLowerTargetMovesCriteriaBeyondIt() throws {
        let project = try project(level: "A")
        #expect(try DocGenCommand.run(["build"], in: project.root).status == 0)
        let page = try #require(project.read("site/conformance.html"))
        let ids = rows(page).map(\.0)
        #expect(ids.count == 31 + 2)
        #expect(Array(ids.suffix(2)) == ["1.4.4", "2.3.3"])
        #expect(page.contains("Table 2: Success Criteria, Level AA (beyond the target)"))
        #expect(page.contains("Table 3: Success Criteria, Level AAA (beyond the target)"))
    }

    @Test func pagesLinkToItAndSearchFindsItsCriteria() throws {
        let project = try project(level: "AAA")
        #expect(try DocGenCommand.run(["build"], in: project.root).status == 0)
        #expect(rows(try #require(project.read("site/conformance.html"))).count == 86)
        let audit = try #require(project.read("site/audits/labels.html"))
        #expect(audit.contains("<a href=\"../conformance.html\">WCAG conformance</a>"), "navigation")
        #expect(audit.contains("<th scope=\"row\" data-label=\"Criterion\"><a href=\"../conformance.html#wcag-1-4-4\">1.4.4 Resize Text</a></th>"))
        let filePage = try #require(project.read("site/audits/labels/B.swift.html"))
        #expect(filePage.contains("<a href=\"../../conformance.html\""))
        let index = try #require(project.read("site/assets/search-index.js"))
        // The conformance page's entry lists each evaluated criterion as a heading with its anchor.
        #expect(index.contains("[\"conformance.html\",\"Conformance: Accessibility Conformance Report\""))
        #expect(index.contains("\"1.1.1 Non-text Content: Partially Supports\\twcag-1-1-1\""))
    }

    @Test func aSiteWithoutAuditsHasNoConformancePage() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Plain
        -- content/index.md --
        # Home
        """, copyDefaultTheme: true)
        #expect(try DocGenCommand.run(["build"], in: project.root).status == 0)
        #expect(!project.exists("site/conformance.html"))
        #expect(try #require(project.read("site/index.html")).contains("conformance") == false)
    }

    @Test func anUnknownTargetLevelIsALocatedError() throws {
        let project = try project(level: "AAAA")
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yml:2:22: error: 'level' must be one of: A, AA, AAA; found 'AAAA'"))
    }
}
