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
        #expect(navigation.folderSections.map(\.title) == ["Plans", "Standards"])
        #expect(navigation.root.pages.isEmpty)
        #expect(navigation.sections[1].pages.map(\.title) == ["A plan", "B plan"])
        #expect(navigation.sections[1].generatedIndex)
        let sections = navigation.sections(for: "plans/b.html")
        #expect(sections.count == 2)
        #expect(sections[0].current)
        #expect(sections[0].pages?.map(\.href) == ["a.html", "b.html"])
        #expect(sections[1].pages == nil)
        #expect(navigation.readingOrder == ["index.html", "plans/index.html", "plans/a.html", "plans/b.html",
                                            "standards/index.html", "standards/coding.html"])
        #expect(navigation.section(containing: "index.html")?.isRoot == true)
        #expect(navigation.section(containing: "standards/index.html")?.id == "standards")
        #expect(navigation.section(containing: "elsewhere.html") == nil)
    }

    @Test func largeSectionsLinkToTheirIndexInsteadOfListingEveryPage() {
        let pages = (0..<(Navigation.listLimit + 1)).map { page("big/p\($0).html", title: "Page \($0)") }
        let navigation = Navigation(pages: pages)
        let sections = navigation.sections(for: "big/p3.html")
        #expect(sections[0].pages == nil)
        #expect(sections[0].more?.count == Navigation.listLimit + 1)
        #expect(sections[0].more?.href == "index.html")
        #expect(navigation.pager(for: "big/p3.html")?.next?.href == "p4.html")
    }

    @Test func topLevelPagesAreOneSectionListedOnEveryPageWhileSmall() {
        let navigation = Navigation(pages: [
            page("index.html", title: "Home"), page("b.html", title: "Bravo"), page("a.html", title: "Zulu"),
            page("plans/x.html", title: "X"),
        ])
        #expect(navigation.root.indexPath == "index.html")
        #expect(navigation.root.pages.map(\.path) == ["a.html", "b.html"])
        let fromPlan = navigation.sections(for: "plans/x.html")
        #expect(fromPlan.map(\.title) == ["Zulu", "Bravo", "Plans"])
        #expect(fromPlan.map(\.href) == ["../a.html", "../b.html", "index.html"])
        let fromPage = navigation.sections(for: "b.html")
        #expect(fromPage.map(\.isPage) == [false, true, false])
        #expect(navigation.pager(for: "a.html")?.next?.title == "Bravo")
        #expect(navigation.pager(for: "a.html")?.previous == nil)
    }

    @Test func aLargeFlatSiteListsNoPagesInTheNavigationAndReadsInFileOrder() {
        let count = Navigation.listLimit * 3
        let pages = (1...count).reversed().map { page("p\($0).html", title: "Title \(count - $0)") }
        let navigation = Navigation(pages: pages + [page("index.html", title: "Home")])
        #expect(navigation.sections.count == 1)
        #expect(navigation.sections(for: "p7.html").isEmpty)
        #expect(navigation.root.pages.map(\.path) == (1...count).map { "p\($0).html" })
        #expect(navigation.pager(for: "p9.html")?.previous?.href == "p8.html")
        #expect(navigation.pager(for: "p9.html")?.next?.href == "p10.html")
    }

    @Test func pagesReadByFolderInFileOrderWithOrderFirst() {
        let navigation = Navigation(pages: [
            page("guide/sub/index.html", title: "Sub index"),
            page("guide/sub/b.html", title: "A sub page"),
            page("guide/p10.html", title: "Aardvark"),
            page("guide/p9.html", title: "Zebra"),
            page("guide/last.html", title: "Last", order: 1),
            page("guide/other/a.html", title: "Other"),
        ])
        let guide = navigation.sections[1]
        #expect(guide.groups.map(\.folder) == ["guide", "guide/other", "guide/sub"])
        #expect(guide.groups.map(\.title) == ["Guide", "Other", "Sub index"])
        #expect(guide.pages.map(\.path) == ["guide/last.html", "guide/p9.html", "guide/p10.html", "guide/other/a.html",
                                            "guide/sub/index.html", "guide/sub/b.html"])
    }

    @Test func manySectionsShowOnlyTheCurrentOneAndALinkToAllOfThem() {
        let count = Navigation.listLimit + 1
        let navigation = Navigation(pages: (0..<count).map { page("s\($0)/p.html", title: "Page \($0)") })
        let sections = navigation.sections(for: "s7/p.html")
        #expect(sections.map(\.title) == ["S7"])
        #expect(sections[0].pages?.map(\.href) == ["p.html"])
        #expect(navigation.allSections(for: "s7/p.html")?.href == "../index.html")
        #expect(navigation.allSections(for: "s7/p.html")?.count == count)
        #expect(Navigation(pages: [page("s/p.html", title: "P")]).allSections(for: "s/p.html") == nil)
    }

    @Test func naturalKeysCompareNumbersByValueWithoutLocale() {
        let names = ["Page 30", "page 4", "Page 004b", "0010-x", "0009-y", "Émile", "apple", "Apple"]
        let sorted = names.map { ($0, NaturalKey($0)) }.sorted { $0.1 < $1.1 }.map(\.0)
        #expect(sorted == ["0009-y", "0010-x", "Apple", "apple", "page 4", "Page 004b", "Page 30", "Émile"])
    }
}
