import DocGenTestSupport
import Foundation
import Testing

/// Inputs that once crashed, hung or blew up docgen: each now builds in linear time and space or
/// fails with a located error.
@Suite struct HostileContentTests {
    @Test func aMegabyteHeadingAndTenThousandHeadingsBuildLinearly() throws {
        let project = try FixtureProject("-- docgen.yml --\ntitle: T\n", copyDefaultTheme: true)
        var page = "# " + String(repeating: "Long heading words ", count: 52_000) + "\n\n"
        for _ in 0..<10_000 { page += "## Same\n\n" }
        try project.write("content/index.md", page)
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        let input = page.utf8.count
        let index = try Data(contentsOf: project.url("site/assets/search-index.js")).count
        #expect(index < 2 * input, "the search index (\(index) bytes) repeats the page title per heading")
        let html = try #require(project.read("site/index.html"))
        #expect(html.contains("id=\"same-9999\""))
        #expect(!html.contains("id=\"same-10000\""))
        #expect(html.utf8.count < 10 * input)
    }
}
