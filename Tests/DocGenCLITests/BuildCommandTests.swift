import DocGenTestSupport
import Foundation
import Testing

/// End-to-end tests of `docgen build`: the real binary on fixture projects.
@Suite struct BuildCommandTests {
    static let smallSite = """
    -- docgen.yml --
    title: Fixture <Program>
    -- content/index.md --
    ---
    title: Home
    ---
    # Welcome

    See the [plan](plans/plan.md#phases) and the [rules](rules/).
    -- content/plans/plan.md --
    ---
    title: The plan
    description: What we do & when
    order: 1
    ---
    # The plan

    ## Phases

    | Phase | Estimate |
    | --- | --- |
    | 1 | 4 h |

    ## Checks

    - [x] Audit done
    - [ ] Previews added

    ```swift before "Spinner"
    withAnimation(.linear.repeatForever()) { spin = true }
    ```

    ```swift after
    guard !reduceMotion else { return }
    withAnimation(.linear.repeatForever()) { spin = true }
    ```
    -- content/rules/index.md --
    # Rules

    Back [home](../index.md).
    -- content/images/logo.txt --
    not an image, just an asset
    """

    @Test func buildsASiteThatWorksFromDisk() throws {
        let project = try FixtureProject(Self.smallSite, copyDefaultTheme: true)
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.files(under: "site").contains("index.html"))
        #expect(project.files(under: "site").contains("plans/plan.html"))
        #expect(project.files(under: "site").contains("checklists.html"))
        #expect(project.files(under: "site").contains("images/logo.txt"))
        #expect(project.files(under: "site").contains("assets/docgen.css"))
        project.assertFileContent("site/index.html", contains: [
            "href=\"plans/plan.html#phases\"", "href=\"rules/index.html\"", "Fixture &lt;Program&gt;",
        ])
        project.assertFileContent("site/plans/plan.html", contains: [
            "Checklist progress: 1 of 2 done", "What we do &amp; when", "Content-Security-Policy", "href=\"../assets/docgen.css\"",
        ])
        project.assertFileContent("site/checklists.html", contains: ["Previews added", "plans/plan.html#checks"], lacks: ["Audit done"])
        for file in project.files(under: "site") where file.hasSuffix(".html") {
            let html = try #require(project.read("site/\(file)"))
            #expect(!html.contains(project.root.path), "absolute path in \(file)")
            #expect(!html.contains("http://") && !html.contains("https://"), "remote URL in \(file)")
        }
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let project = try FixtureProject(Self.smallSite, copyDefaultTheme: true)
        #expect(try DocGenCommand.run(["build", "--output", "one"], in: project.root).status == 0)
        #expect(try DocGenCommand.run(["build", "--output", "two"], in: project.root).status == 0)
        let files = project.files(under: "one")
        #expect(files == project.files(under: "two"))
        for file in files {
            #expect(try Data(contentsOf: project.url("one/\(file)")) == Data(contentsOf: project.url("two/\(file)")), "\(file) differs")
        }
    }

    @Test func brokenLinkFailsAndLeavesThePreviousSiteWhole() throws {
        let project = try FixtureProject(Self.smallSite, copyDefaultTheme: true)
        #expect(try DocGenCommand.run(["build"], in: project.root).status == 0)
        let before = project.files(under: "site")
        let oldPlan = try #require(project.read("site/plans/plan.html"))
        try project.write("content/plans/plan.md", "# Plan\n\nSee [missing](missing.md) and [anchor](../index.md#nowhere).\n")
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("content/plans/plan.md:3:5: error: broken link 'missing.md': no page or file 'plans/missing.html' in the site"))
        #expect(result.stderr.contains("content/plans/plan.md:3:31: error: broken link '../index.md#nowhere': no anchor '#nowhere' on index.html"))
        #expect(project.files(under: "site") == before)
        project.assertFileContent("site/plans/plan.html", oldPlan)
        #expect(!project.files(under: ".").contains { $0.contains("docgen-staging") })
    }

    @Test func brokenLinksAreWarningsWithoutStrictLinks() throws {
        let project = try FixtureProject(Self.smallSite, copyDefaultTheme: true)
        try project.write("docgen.yml", "title: Fixture\nstrict_links: false\n")
        try project.write("content/plans/plan.md", "# Plan\n\n[missing](missing.md)\n")
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 0)
        #expect(result.stderr.contains("content/plans/plan.md:3:1: warning: broken link 'missing.md'"))
    }

    @Test func invalidInputIsLocatedAndExitsTwo() throws {
        let project = try FixtureProject(Self.smallSite, copyDefaultTheme: true)
        try project.write("docgen.yml", "title: Fixture\nstrict_links: sometimes\nbogus: 1\n")
        var result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yml:2:15: error: 'strict_links' must be true or false, found a string"))
        #expect(result.stderr.contains("docgen.yml:3:1: error: unknown key 'bogus'"))
        #expect(!project.exists("site"))

        try project.write("docgen.yml", "title: Fixture\n")
        try project.write("content/bad.md", data: Data("# Title\n\nok \u{e9}\n".utf8) + Data([0x66, 0xFF, 0x0A]))
        result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("content/bad.md:4:2: error: file is not valid UTF-8"))

        try FileManager.default.removeItem(at: project.url("content/bad.md"))
        try project.write("content/front.md", "---\ntitle: [unclosed\n---\n# Body\n")
        result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("content/front.md:"))
        #expect(result.stderr.contains("error: invalid YAML"))
        #expect(!project.exists("site"))
    }

    @Test func linksOutsideTheContentFolderAreRefused() throws {
        let project = try FixtureProject(Self.smallSite, copyDefaultTheme: true)
        try project.write("secret.md", "# Secret\n")
        try FileManager.default.createSymbolicLink(at: project.url("content/leak.md"), withDestinationURL: project.url("secret.md"))
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("content/leak.md: error: 'leak.md' leads outside the content folder"))
    }

    @Test func themeProblemsAreLocated() throws {
        let project = try FixtureProject(Self.smallSite, copyDefaultTheme: true)
        try project.write("themes/default/templates/section.mustache", "{{#pages}}\n<p>{{title}}</p>\n{{/page}}\n")
        var result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("themes/default/templates/section.mustache:3:"))
        #expect(result.stderr.contains("error: template error"))

        // Without the project's copy, the embedded default theme's template is used.
        try FileManager.default.removeItem(at: project.url("themes/default/templates/section.mustache"))
        result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")

        result = try DocGenCommand.run(["build", "--theme", "nope"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: theme 'nope' not found"))
    }

    @Test func aTemplateVariableNoContextProvidesIsALocatedErrorAndNothingIsWritten() throws {
        let project = try FixtureProject(Self.smallSite, copyDefaultTheme: true)
        try project.write("themes/default/templates/section.mustache",
                          "{{<layout}}{{$main}}\n<h1>{{page.title}}</h1>\n<p>{{pagecount}}</p>\n{{/main}}{{/layout}}\n")
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains(
            "themes/default/templates/section.mustache:3:4: error: template reads 'pagecount', which the context of section pages does not provide"))
        #expect(result.stderr.contains("<p>{{pagecount}}</p>\n   ^"), "the source line and a caret")
        #expect(result.stderr.contains("docgen: load theme failed with 1 error; nothing was written"))
        #expect(!project.exists("site"))
    }

    @Test func aTwentyMegabytePageBuilds() throws {
        let project = try FixtureProject(Self.smallSite, copyDefaultTheme: true)
        var big = "# Big\n\n"
        let paragraph = "A line of *text* with `code`, a [link](../index.md) and ~~strike~~.\n\n"
        big.reserveCapacity(21_000_000)
        while big.utf8.count < 20_000_000 { big += paragraph }
        try project.write("content/big/big.md", big)
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try FileManager.default.attributesOfItem(atPath: project.url("site/big/big.html").path)[.size] as? Int ?? 0) > 20_000_000)
    }

    @Test func usageErrorsExitTwoAndHelpExitsZero() throws {
        let project = try FixtureProject(Self.smallSite, copyDefaultTheme: true)
        let bad = try DocGenCommand.run(["build", "--no-such-flag"], in: project.root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--no-such-flag"))
        let help = try DocGenCommand.run(["build", "--help"], in: project.root)
        #expect(help.status == 0)
        #expect(help.stdout.contains("--output"))
        let missing = try DocGenCommand.run(["build", "--config", "nope.yml"], in: project.root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no configuration file 'nope.yml'"))
    }
}
