import DocGenTestSupport
import Foundation
import Testing

/// Red team 3, F17: smaller wrong results and diagnostics, each now a located answer.
@Suite struct SmallerFindingsTests {
    static let project = """
    -- docgen.yml --
    title: Findings
    audits:
      - data: audits/motion.yml
    -- content/index.md --
    # Home
    -- audits/motion.yml --
    id: motion
    title: Motion
    taken: 2025-02-28
    items:
      - id: spin
        file: App/Spin.swift
        line: 3
        severity: high
        status: open
        summary: The spinner
    """

    func check(_ project: FixtureProject, _ arguments: [String] = ["check"]) throws -> CommandResult {
        try DocGenCommand.run(arguments, in: project.root)
    }

    @Test func nulCharactersAreLocatedErrors() throws {
        let project = try FixtureProject(Self.project)
        let audit = try #require(project.read("audits/motion.yml"))
        try project.write("audits/motion.yml", audit.replacingOccurrences(of: "file: App/Spin.swift", with: "file: \"App\\0x.swift\""))
        var result = try check(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("audits/motion.yml:6:11: error: 'file' must not contain a NUL character"), "\(result.stderr)")

        try project.write("audits/motion.yml", audit)
        try project.write("docgen.yml", "title: \"a\\0b\"\naudits:\n  - data: audits/motion.yml\n")
        result = try check(project)
        #expect(result.stderr.contains("docgen.yml:1:8: error: 'title' must not contain a NUL character"), "\(result.stderr)")

        try project.write("docgen.yml", data: Data("title: Findings\naudits:\n  - data: audits/motion.yml\n# a\u{0}b\n".utf8))
        result = try check(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yml:4:4: error: invalid YAML: control characters are not allowed (a NUL character)"),
                "the NUL is located where it is, not at byte N of line 1: \(result.stderr)")
    }

    @Test func aDayThatDoesNotExistIsRefused() throws {
        let project = try FixtureProject(Self.project)
        let audit = try #require(project.read("audits/motion.yml"))
        try project.write("audits/motion.yml", audit.replacingOccurrences(of: "taken: 2025-02-28", with: "taken: 2025-02-30"))
        let result = try check(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("audits/motion.yml:3:8: error: 'taken' must be a date written YYYY-MM-DD, not '2025-02-30'"),
                "\(result.stderr)")
        try project.write("audits/motion.yml", audit.replacingOccurrences(of: "taken: 2025-02-28", with: "taken: 2024-02-29"))
        #expect(try check(project).status == 0, "a leap day is a day")
    }

    @Test func aFolderOrAFileWhereTheOtherIsExpectedIsNamedSo() throws {
        let project = try FixtureProject(Self.project)
        try FileManager.default.removeItem(at: project.url("audits/motion.yml"))
        try FileManager.default.createDirectory(at: project.url("audits/motion.yml"), withIntermediateDirectories: true)
        var result = try check(project)
        #expect(result.stderr.contains("error: audit data file 'audits/motion.yml' is a folder, not a file"), "\(result.stderr)")

        let other = try FixtureProject("-- docgen.yml --\ntitle: T\ncontent: notes.md\n-- notes.md --\n# Notes\n", copyDefaultTheme: true)
        result = try DocGenCommand.run(["build"], in: other.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yml:2:10: error: content folder 'notes.md' is a regular file, not a folder"), "\(result.stderr)")
    }

    @Test func namedPipesAndUnreadableTemplatesAreNamedForWhatTheyAre() throws {
        let project = try FixtureProject("-- docgen.yml --\ntitle: T\n-- content/index.md --\n# Home\n", copyDefaultTheme: true)
        #expect(mkfifo(project.url("content/pipe.txt").path, 0o644) == 0)
        var result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("content/pipe.txt: error: 'pipe.txt' is a named pipe (FIFO), not a regular file"), "\(result.stderr)")
        #expect(result.stderr.contains("load content failed"), "found when the content is read, not when the site is written")
        try FileManager.default.removeItem(at: project.url("content/pipe.txt"))

        let outside = try FixtureProject("-- toc.mustache --\n<nav></nav>\n")
        try FileManager.default.removeItem(at: project.url("themes/default/templates/toc.mustache"))
        try FileManager.default.createSymbolicLink(at: project.url("themes/default/templates/toc.mustache"),
                                                   withDestinationURL: outside.url("toc.mustache"))
        result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("'toc.mustache' leads outside the themes folder"), "\(result.stderr)")
        #expect(!result.stderr.contains("not found in the theme"), "\(result.stderr)")

        try FileManager.default.removeItem(at: project.url("themes/default/templates/toc.mustache"))
        try project.write("themes/default/templates/toc.mustache", data: Data([0x3C, 0xFF, 0x3E]))
        result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.stderr.contains("themes/default/templates/toc.mustache:1:2: error: file is not valid UTF-8"), "\(result.stderr)")
        #expect(!result.stderr.contains("not found in the theme"), "\(result.stderr)")
    }

    @Test func aJavaScriptLinkIsAWarningNotASilentEmptyHref() throws {
        let project = try FixtureProject("-- docgen.yml --\ntitle: T\n-- content/index.md --\n# Home\n\nSee [p](javascript:alert(1).md).\n",
                                         copyDefaultTheme: true)
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 0)
        #expect(result.stderr.contains("content/index.md:3:5: warning: link 'javascript:alert(1).md' is dropped"), "\(result.stderr)")
        #expect(result.stderr.contains("write './javascript:alert(1).md'"))
    }

    @Test func twoSpellingsOfOneNameSayWhyTheyCollide() throws {
        let project = try FixtureProject("-- docgen.yml --\ntitle: T\n-- content/index.md --\n# Home\n", copyDefaultTheme: true)
        try project.write("content/caf\u{E9}.md", "# NFC\n")
        try project.write("content/cafe\u{301}.md", "# NFD\n")
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("the same text in different Unicode normalizations, NFC and NFD"), "\(result.stderr)")
    }

    @Test func controlCharactersFromAuditTextAreShownNotObeyed() throws {
        let project = try FixtureProject(Self.project)
        let audit = try #require(project.read("audits/motion.yml"))
        try project.write("audits/motion.yml", audit.replacingOccurrences(of: "summary: The spinner", with: "summary: \"The \\e[31mred\\e[0m spinner\""))
        try project.write("docgen.yml", try #require(project.read("docgen.yml")) + "gate:\n  - audit: motion\n    required: 1\n")
        for format in ["text", "github", "sarif"] {
            let result = try check(project, ["check", "--format", format])
            #expect(!result.stdout.contains("\u{1B}"), "\(format) passes ESC through")
            #expect(result.stdout.contains(format == "sarif" ? "\\\\u{1B}[31mred" : "\\u{1B}[31mred"), "\(format): \(result.stdout)")
        }
    }
}
