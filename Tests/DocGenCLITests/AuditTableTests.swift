import DocGenTestSupport
import Foundation
import Testing

/// The audit page's tables as a reviewer reads them: ids and paths break only at their dots and
/// slashes, each item shows its file and line under its id (kept apart for the CSV export), and the
/// previous/next links of file pages break their paths the same way.
@Suite struct AuditTableTests {
    func project() throws -> FixtureProject {
        try FixtureProject("""
        -- docgen.yml --
        title: Tables
        audits:
          - data: audit.yml
        -- content/index.md --
        # Home
        -- audit.yml --
        id: motion
        title: Motion
        items:
          - id: loading-overlay.spinner-rotation
            file: App/Views/Common/LoadingOverlay.swift
            line: 61
            severity: high
            status: fixed
            summary: Spinner turns
          - id: welcome.hero-<b>
            file: App/Views/Onboarding/WelcomeView.swift
            line: 7
            severity: low
            status: open
            summary: Hero fades
        """, copyDefaultTheme: true)
    }

    @Test func itemRowsKeepIdsWholeAndShowTheirPlaceUnderThem() throws {
        let project = try project()
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try #require(project.read("site/audits/motion.html"))
        #expect(page.contains(#"<th scope="col">Item and location</th>"#))
        #expect(page.contains("""
        <td class="col-id" data-label="Item"><a href="motion/App/Views/Common/LoadingOverlay.swift.html#item-loading-overlay.spinner-rotation">\
        <code class="item-id"><span class="nowrap">loading-overlay.</span><wbr aria-hidden="true"><span class="nowrap">spinner-rotation</span></code></a> \
        <span class="item-location"><span><span class="nowrap">Common/</span><wbr aria-hidden="true"><span class="nowrap">LoadingOverlay.swift</span></span>:\
        <span>61</span></span></td>
        """), "the id breaks only after its dot, the path (without the shared App/Views/) only after its slash")
        #expect(page.contains(#"<span class="nowrap">welcome.</span><wbr aria-hidden="true"><span class="nowrap">hero-&lt;b&gt;</span>"#))
        #expect(!page.contains("hero-<b>"))
        #expect(page.contains(#"<a href="motion/App/Views/Common/LoadingOverlay.swift.html"><span class="nowrap">Common/</span><wbr aria-hidden="true"><span class="nowrap">LoadingOverlay.swift</span></a>"#),
                "the files table's paths break after their slashes")
    }

    @Test func filePagesBreakPathsInTheirTitleAndPager() throws {
        let project = try project()
        #expect(try DocGenCommand.run(["build", "--quiet"], in: project.root).status == 0)
        let page = try #require(project.read("site/audits/motion/App/Views/Common/LoadingOverlay.swift.html"))
        let path = #"<span class="nowrap">App/</span><wbr aria-hidden="true"><span class="nowrap">Views/</span><wbr aria-hidden="true">"#
        #expect(page.contains("<h1><code>\(path)<span class=\"nowrap\">Common/</span><wbr aria-hidden=\"true\"><span class=\"nowrap\">LoadingOverlay.swift</span></code></h1>"))
        #expect(page.contains("<span class=\"pager-label\">Next file</span> \(path)<span class=\"nowrap\">Onboarding/</span><wbr aria-hidden=\"true\"><span class=\"nowrap\">WelcomeView.swift</span></a>")
                || page.contains("<span class=\"pager-label\">Previous file</span> \(path)<span class=\"nowrap\">Onboarding/</span><wbr aria-hidden=\"true\"><span class=\"nowrap\">WelcomeView.swift</span></a>"))
        #expect(page.contains("Items: 1 (1 fixed, 1 covered)"))
    }

    /// A phase without items says so and draws no meter (0 of 0 is no progress, not a full bar); the page
    /// offers a second skip link, to the items and their filters; item comparisons are named after their item.
    @Test func emptyPhasesSaySoAndTheItemsHaveASkipLink() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Phases
        audits:
          - data: audit.yml
        -- content/index.md --
        # Home
        -- audit.yml --
        id: motion
        title: Motion
        phases:
          - {id: "1", title: Fixes}
          - {id: "2", title: Documentation, estimate: 1 day}
        items:
          - id: spinner
            file: App/A.swift
            line: 3
            severity: high
            status: fixed
            phase: "1"
            summary: Spinner turns
            before: spin()
            after: if !reduceMotion { spin() }
        """, copyDefaultTheme: true)
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try #require(project.read("site/audits/motion.html"))
        #expect(page.contains("<p>1 of 1 items covered</p>"))
        #expect(page.contains("aria-label=\"Fixes: 1 of 1 (100%)\""))
        #expect(page.contains("<p>No items in this phase · estimate 1 day</p>"))
        #expect(!page.contains("0 of 0"))
        #expect(page.contains("<a class=\"skip-link\" href=\"#main\">Skip to main content</a>"
                              + "<a class=\"skip-link\" href=\"#items\">Skip to the items and their filters</a>"))
        let file = try #require(project.read("site/audits/motion/App/A.swift.html"))
        #expect(file.contains("aria-label=\"Before: spinner\"") && file.contains("aria-label=\"After: spinner\""))
        #expect(!file.contains("href=\"#items\""), "only the audit page has the items table")
    }
}
