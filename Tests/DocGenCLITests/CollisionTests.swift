import DocGenTestSupport
import Foundation
import Testing

/// Two sources that map to the same file of the site are an error naming both, not a silent
/// overwrite; paths that differ only in case are a warning.
@Suite struct CollisionTests {
    static let base = """
    -- docgen.yml --
    title: T
    audits:
      - data: data/motion.yml
    -- content/index.md --
    # Home
    -- data/motion.yml --
    id: reduce-motion
    title: Motion
    items:
      - id: a
        file: App/A.swift
        line: 1
        severity: low
        status: fixed
        summary: A spinner
    """

    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var message: String
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "content/index.html", message: "content/index.html: error: 'index.html' would be written twice in the site: by content/index.html and by content/index.md"),
        Case(file: "content/checklists.html", message: "content/checklists.html: error: 'checklists.html' would be written twice in the site: by content/checklists.html and by docgen's checklists page"),
        Case(file: "content/assets/docgen.css", message: "content/assets/docgen.css: error: 'assets/docgen.css' would be written twice in the site: by content/assets/docgen.css and by the theme's asset 'docgen.css'"),
        Case(file: "content/assets/search-index.js", message: "error: 'assets/search-index.js' would be written twice in the site: by content/assets/search-index.js and by docgen's search index"),
        Case(file: "content/reports/coverage.json", message: "error: 'reports/coverage.json' would be written twice in the site: by content/reports/coverage.json and by docgen's report 'coverage.json'"),
        Case(file: "content/audits/reduce-motion.md", message: "content/audits/reduce-motion.md: error: 'audits/reduce-motion.html' would be written twice in the site: by content/audits/reduce-motion.md and by the page of audit 'reduce-motion'"),
        Case(file: "content/checklists.md", message: "content/checklists.md: error: 'checklists.html' would be written twice in the site: by content/checklists.md and by docgen's checklists page"),
        Case(file: "content/conformance.md", message: "content/conformance.md: error: 'conformance.html' would be written twice in the site: by content/conformance.md and by docgen's conformance page"),
        Case(file: "content/reports/conformance.md", message: "content/reports/conformance.md: error: 'reports/conformance.html' would be written twice in the site: by content/reports/conformance.md and by docgen's self-contained conformance report"),
        Case(file: "content/reports/reduce-motion-report.md", message: "content/reports/reduce-motion-report.md: error: 'reports/reduce-motion-report.html' would be written twice in the site: by content/reports/reduce-motion-report.md and by the self-contained report of audit 'reduce-motion'"),
        Case(file: "content/audits", message: "content/audits: error: 'audits' is both a file (content/audits) and a folder of the site"),
    ]

    @Test(arguments: cases)
    func aFileThatAnotherSourceAlsoWritesIsAnError(_ collision: Case) throws {
        let project = try FixtureProject(Self.base, copyDefaultTheme: true)
        try project.write(collision.file, "# Mine\n")
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains(collision.message), "\(result.stderr)")
        #expect(!project.exists("site"))
    }

    @Test func aPageAndAnAssetOfTheSameNameAreAnError() throws {
        let project = try FixtureProject(Self.base + "\n-- content/a.md --\n# A\n-- content/a.html --\n<p>a</p>\n", copyDefaultTheme: true)
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("content/a.html: error: 'a.html' would be written twice in the site: by content/a.html and by content/a.md"))
        #expect(result.stderr.contains("note: content/a.md is here"))
    }

    @Test func pathsThatDifferOnlyInCaseAreAWarning() throws {
        let project = try FixtureProject(Self.base + "\n-- content/Plan.md --\n# Plan\n-- content/plan.md --\n# plan\n", copyDefaultTheme: true)
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: 'plan.html' (for content/plan.md) and 'Plan.html' (for content/Plan.md) differ only in case"),
                "\(result.stderr)")
    }
}
