import DocGenCore
import DocGenMarkdown
import Testing
@testable import DocGenSite

@Suite struct NavigationTests {
    func page(_ path: String, title: String, order: Int? = nil) -> RenderedPage {
        var frontMatter = FrontMatter()
        frontMatter.title = title
        frontMatter.order = order
        let source = SourcePage(path: path.replacingOccurrences(of: ".html", with: ".md"), displayPath: "content/\(path)",
                                outputPath: path, frontMatter: frontMatter, body: "", bodyLineOffset: 0)
        return RenderedPage(source: source, markdown: RenderedMarkdown(html: "", firstHeading: nil, headings: [], anchors: [],
                                                                       links: [], tasks: [], diagnostics: []))
    }

    @Test func sectionsAreOrderedAndListOnlyTheCurrentSectionsPages() {
        let navigation = Navigation(pages: [
            page("index.html", title: "Home"),
            page("standards/coding.html", title: "Coding", order: 20),
            page("plans/b.html", title: "B plan", order: 2),
            page("plans/a.html", title: "A plan", order: 1),
        ])
        #expect(navigation.sections.map(\.title) == ["Plans", "Standards"])
        #expect(navigation.sections[0].pages.map(\.title) == ["A plan", "B plan"])
        #expect(navigation.sections[0].generatedIndex)
        let sections = navigation.sections(for: "plans/b.html")
        #expect(sections.count == 2)
        #expect(sections[0].current)
        #expect(sections[0].pages?.map(\.href) == ["a.html", "b.html"])
        #expect(sections[1].pages == nil)
        #expect(navigation.readingOrder == ["index.html", "plans/index.html", "plans/a.html", "plans/b.html",
                                            "standards/index.html", "standards/coding.html"])
    }

    @Test func largeSectionsLinkToTheirIndexInsteadOfListingEveryPage() {
        let pages = (0..<(Navigation.pageListLimit + 1)).map { page("big/p\($0).html", title: "Page \($0)") }
        let navigation = Navigation(pages: pages)
        let sections = navigation.sections(for: "big/p3.html")
        #expect(sections[0].pages == nil)
        #expect(sections[0].more?.count == Navigation.pageListLimit + 1)
        #expect(sections[0].more?.href == "index.html")
        #expect(navigation.pager(for: "big/p3.html")?.next?.href == "p4.html")
    }
}
