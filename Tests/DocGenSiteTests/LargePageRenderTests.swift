import DocGenCore
import DocGenMarkdown
import DocGenTestSupport
import Foundation
import Testing
@testable import DocGenSite

/// A page with a large body is rendered around its content, not through Mustache: same bytes.
@Suite struct LargePageRenderTests {
    func site(theme: Theme, body: String) -> SiteAssembly {
        let renderer = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())
        let pages = [("index.md", "# Home\n\n" + body), ("docs/big.md", "# Big\n\n" + body), ("docs/small.md", "# Small\n")].map { path, text in
            let source = SourcePage(path: path, displayPath: "content/\(path)", outputPath: String(path.dropLast(3)) + ".html",
                                    frontMatter: FrontMatter(), body: text, bodyLineOffset: 0)
            return RenderedPage(source: source, markdown: renderer.render(text, file: source.displayPath, page: source.outputPath))
        }
        return SiteAssembly(config: SiteConfig(root: FileManager.default.temporaryDirectory), pages: pages, theme: theme, assets: [])
    }

    @Test func largePagesRenderToTheSameBytes() throws {
        let theme = try Theme.load(named: "default", from: RepositoryPaths.root.appendingPathComponent("themes"), displayDirectory: "themes")
        let site = site(theme: theme, body: String(repeating: "Some *text* & <more>.\n\n", count: 5_000))
        var large = 0
        for context in site.contexts() {
            let direct = Data(try theme.render(context).utf8)
            if try site.renderAroundLargeContent(context) != nil { large += 1 }
            #expect(try site.render(context) == direct, "\(context.path)")
        }
        #expect(large == 2)
    }

    @Test func aThemeThatEscapesTheContentIsRenderedThroughMustache() throws {
        let project = try FixtureProject(copyDefaultTheme: true)
        let page = try #require(project.read("themes/default/templates/page.mustache"))
        try project.write("themes/default/templates/page.mustache", page.replacingOccurrences(of: "{{{content}}}", with: "{{content}}"))
        let theme = try Theme.load(named: "default", from: project.url("themes"), displayDirectory: "themes")
        let site = site(theme: theme, body: String(repeating: "Some *text*.\n\n", count: 8_000))
        let big = try #require(site.contexts().first { $0.path == "docs/big.html" })
        #expect(try site.renderAroundLargeContent(big) == nil)
        let html = String(decoding: try site.render(big), as: UTF8.self)
        #expect(html.contains("&lt;em&gt;text&lt;/em&gt;"))
    }
}
