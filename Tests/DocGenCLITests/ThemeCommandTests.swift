import DocGenTestSupport
import Foundation
import Testing

/// Sites built with the embedded theme, and `docgen theme eject` writing it out for editing.
@Suite struct ThemeCommandTests {
    static let site = """
    -- docgen.yml --
    title: Themed
    themes_dir: looks
    -- content/index.md --
    # Home
    -- content/guide/intro.md --
    # Intro

    Words.
    """

    @Test func aProjectWithoutThemesGetsTheEmbeddedThemesAssets() throws {
        let project = try FixtureProject(Self.site)
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        for asset in ["docgen.css", "docgen.js", "docgen-theme.js"] {
            #expect(project.read("site/assets/\(asset)") == (try String(contentsOf: RepositoryPaths.root.appendingPathComponent("themes/default/assets/\(asset)"), encoding: .utf8)))
        }
    }

    @Test func ejectWritesIntoTheConfiguredThemesFolderAndTheBuildUsesIt() throws {
        let project = try FixtureProject(Self.site)
        var result = try DocGenCommand.run(["theme", "eject"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote the embedded theme 'default' into looks/default ("), "\(result.stdout)")
        #expect(result.stdout.contains("  looks/default/templates/page.mustache\n"))
        #expect(project.read("looks/default/templates/page.mustache")
                == (try String(contentsOf: RepositoryPaths.root.appendingPathComponent("themes/default/templates/page.mustache"), encoding: .utf8)))

        // Only what is kept and changed differs from the embedded theme.
        for file in project.files(under: "looks/default") where file != "templates/page.mustache" {
            try FileManager.default.removeItem(at: project.url("looks/default/\(file)"))
        }
        try project.write("looks/default/templates/page.mustache", "{{<layout}}{{$main}}<p class=\"mine\">{{page.title}}</p>{{/main}}{{/layout}}\n")
        result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        project.assertFileContent("site/guide/intro.html", contains: ["<p class=\"mine\">Intro</p>", "assets/docgen.css"])

        result = try DocGenCommand.run(["theme", "eject"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("looks/default/templates/page.mustache: error: a file is already here; 'docgen theme eject' never overwrites"),
                "\(result.stderr)")
        #expect(project.files(under: "looks/default") == ["templates/page.mustache"], "nothing written")
    }

    @Test func ejectIntoAnotherFolderOrAnUnknownTheme() throws {
        let project = try FixtureProject()
        var result = try DocGenCommand.run(["theme", "eject", "default", "--output", "copy"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.exists("copy/templates/layout.mustache"))
        result = try DocGenCommand.run(["theme", "eject", "fancy"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: no embedded theme 'fancy'; docgen embeds: default"), "\(result.stderr)")
        #expect(!project.exists("themes"))
    }
}
