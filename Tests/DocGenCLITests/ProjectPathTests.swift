import DocGenTestSupport
import Foundation
import Testing

/// Paths that lead outside the project or its themes are located errors, and file-level problems
/// name the config line that caused them.
@Suite struct ProjectPathTests {
    static let config = "title: T\ncontent: content\ntheme: default\n"
    static let project = "-- docgen.yml --\n\(config)-- content/index.md --\n# Home\n"

    func build(_ project: FixtureProject, _ arguments: [String] = []) throws -> CommandResult {
        try DocGenCommand.run(["build", "--quiet"] + arguments, in: project.root)
    }

    @Test func themeFilesThatLeadOutsideTheThemesFolderAreRefused() throws {
        let project = try FixtureProject(Self.project, copyDefaultTheme: true)
        let outside = try FixtureProject("-- secret.mustache --\n{{site.title}}\n-- secret.css --\nbody {}\n")
        try FileManager.default.createSymbolicLink(at: project.url("themes/default/templates/extra.mustache"),
                                                   withDestinationURL: outside.url("secret.mustache"))
        try FileManager.default.createSymbolicLink(at: project.url("themes/default/assets/extra.css"), withDestinationURL: outside.url("secret.css"))
        var result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("themes/default/templates/extra.mustache: error: 'extra.mustache' leads outside the themes folder"), "\(result.stderr)")
        try FileManager.default.removeItem(at: project.url("themes/default/templates/extra.mustache"))
        result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("themes/default/assets/extra.css: error: 'extra.css' leads outside the themes folder"), "\(result.stderr)")
        #expect(!project.exists("site"))
    }

    @Test func linksInsideTheThemesFolderAreFine() throws {
        let project = try FixtureProject(Self.project, copyDefaultTheme: true)
        try project.write("themes/shared/extra.css", "p {}\n")
        try FileManager.default.createSymbolicLink(atPath: project.url("themes/default/assets/extra.css").path, withDestinationPath: "../../shared/extra.css")
        let result = try build(project)
        #expect(result.status == 0, "\(result.stderr)")
        project.assertFileContent("site/assets/extra.css", "p {}\n")
    }

    @Test func contentOutsideTheProjectIsAnErrorUnlessAllowed() throws {
        let outside = try FixtureProject("-- docs/index.md --\n# Elsewhere\n")
        let project = try FixtureProject(Self.project.replacingOccurrences(of: "content: content", with: "content: \(outside.url("docs").path)"),
                                         copyDefaultTheme: true)
        var result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yml:2:10: error: 'content' (\(outside.url("docs").path)) leads outside the project folder"), "\(result.stderr)")

        try project.write("docgen.yml", Self.config.replacingOccurrences(of: "content: content", with: "content: linked"))
        try FileManager.default.createSymbolicLink(at: project.url("linked"), withDestinationURL: outside.url("docs"))
        result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yml:2:10: error: 'content' (linked) leads outside the project folder"), "\(result.stderr)")

        try project.write("docgen.yml", Self.config.replacingOccurrences(of: "content: content", with: "content: linked\nallow_content_outside: true"))
        result = try build(project)
        #expect(result.status == 0, "\(result.stderr)")
        project.assertFileContent("site/index.html", contains: ["Elsewhere"])
    }

    @Test func absoluteAuditSourcesAreAnError() throws {
        let project = try FixtureProject(Self.project + """

        -- data/motion.yml --
        id: motion
        title: Motion
        items: []
        """, copyDefaultTheme: true)
        try project.write("docgen.yml", "title: T\naudits:\n  - data: data/motion.yml\n    sources: [/Users/me/App, App]\n")
        let result = try build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yml:4:14: error: audit sources must be relative to docgen.yml, not '/Users/me/App'"), "\(result.stderr)")
    }

    @Test func fileLevelErrorsNameTheConfigLineThatCausedThem() throws {
        let project = try FixtureProject(Self.project.replacingOccurrences(of: "content: content", with: "content: pages"), copyDefaultTheme: true)
        var result = try build(project)
        #expect(result.stderr.contains("docgen.yml:2:10: error: content folder 'pages' does not exist"), "\(result.stderr)")

        try project.write("docgen.yml", Self.config.replacingOccurrences(of: "theme: default", with: "theme: nope"))
        result = try build(project)
        #expect(result.stderr.contains("docgen.yml:3:8: error: theme 'nope' not found"), "\(result.stderr)")

        result = try build(project, ["--theme", "nope"])
        #expect(result.stderr.contains("docgen: error: theme 'nope' not found") || result.stderr.contains("docgen.yml: error: theme 'nope' not found"),
                "\(result.stderr)")
    }
}
