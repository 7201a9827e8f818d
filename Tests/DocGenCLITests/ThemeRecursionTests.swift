import DocGenTestSupport
import Foundation
import Testing

/// Templates that include each other: an endless cycle is refused when the theme loads, naming
/// the cycle; a recursion inside sections renders finite data and stops at a depth limit.
@Suite struct ThemeRecursionTests {
    func project(page: String, templates: [String: String], frontMatter: String = "") throws -> FixtureProject {
        let project = try FixtureProject("-- docgen.yml --\ntitle: T\n-- content/index.md --\n\(frontMatter)# Home\n", copyDefaultTheme: true)
        let original = try #require(project.read("themes/default/templates/home.mustache"))
        try project.write("themes/default/templates/home.mustache", original.replacingOccurrences(of: "{{$main}}", with: "{{$main}}" + page))
        for (name, text) in templates {
            try project.write("themes/default/templates/\(name).mustache", text)
        }
        return project
    }

    func build(_ project: FixtureProject) throws -> CommandResult {
        try DocGenCommand.run(["build", "--quiet"], in: project.root)
    }

    @Test func aPartialThatIncludesItselfIsRefusedNamingTheCycle() throws {
        let project = try project(page: "{{> loop}}", templates: ["loop": "<p>again</p>\n{{> loop}}\n"])
        let result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("themes/default/templates/loop.mustache:2:1: error: templates include each other without end: loop → loop"),
                "\(result.stderr)")
        #expect(!project.exists("site"))
    }

    @Test func aCycleThroughSeveralTemplatesIsNamedInOrder() throws {
        let project = try project(page: "{{> a}}", templates: ["a": "{{#page}}x{{/page}}{{> b}}", "b": "{{> c}}", "c": "{{^nothing}}{{/nothing}}{{> a}}"])
        let result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("themes/default/templates/a.mustache:1:20: error: templates include each other without end: a → b → c → a"),
                "\(result.stderr)")
    }

    @Test func aRecursionOverFiniteDataRenders() throws {
        let project = try project(
            page: "<ul>{{#page.meta.tree}}{{> node}}{{/page.meta.tree}}</ul>",
            templates: ["node": "<li>{{name}}<ul>{{#children}}{{> node}}{{/children}}</ul></li>"],
            frontMatter: """
            ---
            tree:
              - name: root
                children:
                  - name: branch
                    children:
                      - {name: leaf, children: []}
            ---

            """)
        let result = try build(project)
        #expect(result.status == 0, "\(result.stderr)")
        let home = try #require(project.read("site/index.html"))
        #expect(home.contains("<ul><li>root<ul><li>branch<ul><li>leaf<ul></ul></li></ul></li></ul></li></ul>"))
    }

    @Test(arguments: ["{{#page}}{{> loop}}{{/page}}", "{{#page}}{{> loop}}{{> loop}}{{> loop}}{{/page}}"])
    func aRecursionThatNeverRunsOutOfDataStopsAtTheDepthLimit(_ loop: String) throws {
        let project = try project(page: "{{> loop}}", templates: ["loop": loop])
        let result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("themes/default/templates/loop.mustache:1:10: error: templates include each other more than"),
                "\(result.stderr)")
        #expect(result.stderr.contains("levels deep while rendering index.html: loop → loop; docgen stops there"))
        #expect(!project.exists("site"))
    }

    /// Red team 3, F14: two templates each including the other twice recursed 15 levels deep (2^16 renders per
    /// page: 22 s and 360 MB for 44 pages) before the depth limit stopped them.
    @Test func aRecursionThatBranchesStopsWithinTheWorkBudget() throws {
        let project = try project(page: "{{#site}}{{> ring}}{{/site}}",
                                  templates: ["ring": "r{{#site}}{{> progress}}{{> progress}}{{/site}}",
                                              "progress": "p{{#site}}{{> ring}}{{> ring}}{{/site}}"])
        let result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("levels deep while rendering index.html: progress → ring → progress"), "\(result.stderr)")
        let levels = result.stderr.firstMatch(of: /more than (\d+) levels deep/).flatMap { Int($0.1) }
        #expect(levels.map { 1 << ($0 + 1) <= 2 * 1_000 } == true, "2^levels renders stay within the budget: \(result.stderr)")
    }

    @Test func templatesThatMultiplyEachOtherWithoutRecursingAreRefused() throws {
        // Twelve templates, each including the next twice: 4,095 renders of one page, no cycle at all.
        var templates: [String: String] = [:]
        for level in 0..<11 { templates["t\(level)"] = "{{> t\(level + 1)}}{{> t\(level + 1)}}" }
        templates["t11"] = "x"
        let project = try project(page: "{{> t0}}", templates: templates)
        let result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("renders other templates more than 1000 times"), "\(result.stderr)")
        #expect(!project.exists("site"))
    }

    @Test func dynamicPartialsAreRefused() throws {
        let project = try project(page: "{{>*page.meta.layout}}", templates: [:], frontMatter: "---\nlayout: home\n---\n")
        let result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: dynamic partials ('{{>*page.meta.layout}}') are not supported"), "\(result.stderr)")
    }

    @Test func templatesThatChangeTheirDelimitersAreRefused() throws {
        let project = try project(page: "{{> odd}}", templates: ["odd": "{{=<% %>=}}<%> odd%>"])
        let result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("themes/default/templates/odd.mustache: error: templates may not change their delimiters"), "\(result.stderr)")
    }
}
