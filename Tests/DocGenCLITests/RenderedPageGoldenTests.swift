import DocGenTestSupport
import Foundation
import Testing

/// Whole pages of a small fixture project, rendered through the default theme, against golden
/// files in `Golden/` (re-record with `DOCGEN_RECORD=1`, which fails the run on purpose).
@Suite struct RenderedPageGoldenTests {
    @Test(arguments: ["index.html", "plans/plan.html", "checklists.html", "plans/index.html", "rules/index.html"])
    func pageMatchesItsGoldenFile(_ page: String) throws {
        let project = try FixtureProject(BuildCommandTests.smallSite, copyDefaultTheme: true)
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try #require(project.read("site/\(page)"))
        let name = "small-site-" + page.replacingOccurrences(of: "/", with: "-")
        if let difference = Golden.compare(html, named: name) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
