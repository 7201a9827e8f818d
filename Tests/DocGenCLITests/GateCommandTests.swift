import DocGenTestSupport
import Foundation
import Testing

/// End-to-end tests of the coverage gate in `docgen build` and `docgen check`, on the 68-item fixture audit.
@Suite struct GateCommandTests {
    static let fixtureAudit = RepositoryPaths.root.appendingPathComponent("Tests/DocGenAuditTests/Fixtures/reduce-motion-68.yml")

    func project(required: Int = 68) throws -> FixtureProject {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Gate fixture
        audits:
          - data: audits/reduce-motion.yml
        gate:
          - audit: reduce-motion
            required: \(required)
        -- content/index.md --
        # Home

        The [audit](audit:reduce-motion), one [file](audit:reduce-motion/Views/Common/LoadingOverlay.swift)
        and one [item](audit:reduce-motion#loadingOverlay.rotation).
        """, copyDefaultTheme: true)
        try project.write("audits/reduce-motion.yml", String(contentsOf: Self.fixtureAudit, encoding: .utf8))
        return project
    }

    /// Flips the first item's status to `open`.
    func reopenFirstItem(in project: FixtureProject) throws {
        let text = try #require(project.read("audits/reduce-motion.yml"))
        let range = try #require(text.range(of: "status: fixed"))
        try project.write("audits/reduce-motion.yml", text.replacingCharacters(in: range, with: "status: open"))
    }

    @Test func passingGateBuildsAndLinksAuditPages() throws {
        let project = try project()
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("reduce-motion: 68/68 covered, 68 required: passed"))
        let home = try #require(project.read("site/index.html"))
        #expect(home.contains("href=\"audits/reduce-motion.html\""))
        #expect(home.contains("href=\"audits/reduce-motion/Views/Common/LoadingOverlay.swift.html\""))
        #expect(home.contains("href=\"audits/reduce-motion/Views/Common/LoadingOverlay.swift.html#item-loadingoverlay.rotation\""))
        #expect(home.contains("68 of 68</strong> covered"))
        let audit = try #require(project.read("site/audits/reduce-motion.html"))
        #expect(audit.contains("<svg class=\"chart\""))
        #expect(audit.contains("href=\"../reports/coverage.sarif\""))
        for report in ["coverage.json", "coverage.sarif", "junit.xml"] {
            #expect(project.exists("site/reports/\(report)"), "\(report) is written")
        }
        let filePage = try #require(project.read("site/audits/reduce-motion/Views/Common/LoadingOverlay.swift.html"))
        #expect(filePage.contains("id=\"item-loadingoverlay.rotation\""))
        #expect(audit.contains("<figure class=\"comparison\">"), "the pattern's own before/after is shown")
        #expect(audit.contains("comparison-line-added"))
    }

    @Test func failingGateStillWritesTheSiteAndExitsOne() throws {
        let project = try project()
        try reopenFirstItem(in: project)
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Views/Common/LoadingOverlay.swift:20: error: [critical] loadingOverlay.rotation: Continuous rotation in `LoadingOverlay` (open)"))
        #expect(result.stderr.contains("reduce-motion: 67/68 covered, 68 required"))
        #expect(project.exists("site/audits/reduce-motion.html"))
        let audit = try #require(project.read("site/audits/reduce-motion.html"))
        #expect(audit.contains("gate-failed"))
    }

    @Test func checkNamesTheUncoveredItemAndWritesNothing() throws {
        let project = try project()
        var result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("reduce-motion: 68/68 covered, 68 required: passed"))
        try reopenFirstItem(in: project)
        result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Views/Common/LoadingOverlay.swift:20: error: [critical] loadingOverlay.rotation"))
        #expect(!project.exists("site"))
    }

    @Test func aGateAboveTheItemCountFails() throws {
        let project = try project(required: 69)
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("reduce-motion: 68/68 covered, 69 required"))
    }

    @Test func malformedAuditExitsTwoAndLeavesTheSiteUntouched() throws {
        let project = try project()
        #expect(try DocGenCommand.run(["build"], in: project.root).status == 0)
        let before = try #require(project.read("site/audits/reduce-motion.html"))
        let text = try #require(project.read("audits/reduce-motion.yml"))
        try project.write("audits/reduce-motion.yml", text.replacingOccurrences(of: "severity: critical", with: "severity: catastrophic"))
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("audits/reduce-motion.yml:"))
        #expect(result.stderr.contains("error: unknown severity 'catastrophic'"))
        project.assertFileContent("site/audits/reduce-motion.html", before)
        #expect(try DocGenCommand.run(["check"], in: project.root).status == 2)
    }

    @Test func ratchetFailsWhenCoverageDrops() throws {
        let project = try project(required: 60)
        var result = try DocGenCommand.run(["check", "--baseline", "baseline.json", "--update-baseline"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.exists("baseline.json"))
        result = try DocGenCommand.run(["check", "--baseline", "baseline.json"], in: project.root)
        #expect(result.status == 0)
        try reopenFirstItem(in: project)
        result = try DocGenCommand.run(["check", "--baseline", "baseline.json"], in: project.root)
        #expect(result.status == 1, "a drop below the baseline fails even though the gate (60) passes")
        #expect((result.stdout + result.stderr).contains("loadingOverlay.rotation"))
    }

    /// Red team 3, F4: `--update-baseline` replaced whatever file `--baseline` named.
    @Test func updateBaselineWritesOnlyABaselineFile() throws {
        let project = try project(required: 60)
        try project.write("App/View.swift", "import SwiftUI\n")
        try FileManager.default.createDirectory(at: project.url("folder"), withIntermediateDirectories: true)
        for (target, reason) in [("docgen.yml", "is not a baseline file"), ("content/index.md", "is not a baseline file"),
                                 ("App/View.swift", "is not a baseline file"), ("folder", "is a folder")] {
            let before = FileTreeSnapshot(project.root)
            let result = try DocGenCommand.run(["check", "--baseline", target, "--update-baseline"], in: project.root)
            #expect(result.status == 2, "\(target): \(result.stderr)")
            #expect(result.stderr.contains("\(target): error: '\(target)' \(reason)"), "\(result.stderr)")
            #expect(result.stdout.isEmpty, "refused before the check runs")
            #expect(FileTreeSnapshot(project.root).changes(since: before) == [], "\(target)")
        }
        var result = try DocGenCommand.run(["check", "--baseline", "baseline.json", "--update-baseline"], in: project.root)
        #expect(result.status == 0, "a new file: \(result.stderr)")
        result = try DocGenCommand.run(["check", "--baseline", "baseline.json", "--update-baseline"], in: project.root)
        #expect(result.status == 0, "its own baseline: \(result.stderr)")
        #expect(project.read("baseline.json")?.contains("\"version\" : 1") == true)
    }

    @Test func githubFormatWritesTheStepSummary() throws {
        let project = try project()
        try reopenFirstItem(in: project)
        let summary = project.url("summary.md")
        let result = try DocGenCommand.run(["check", "--format", "github"], in: project.root,
                                           environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("::error file=Views/Common/LoadingOverlay.swift,line=20,"))
        let table = try #require(project.read("summary.md"))
        #expect(table.contains("(reduce-motion) | 67/68 covered, 68 required | **failed**"))
    }

    @Test func everyAuditFieldIsEscaped() throws {
        let x = "<script>alert(1)</script>"
        let project = try FixtureProject("""
        -- docgen.yml --
        title: "Site \(x)"
        audits:
          - data: audit.yml
        gate:
          - audit: motion
            required: 1
        -- content/index.md --
        # Home
        -- audit.yml --
        id: motion
        title: "Audit \(x)"
        description: "Description \(x)"
        notes: "Notes \(x)"
        severities: [critical, "sev<b>"]
        phases:
          - id: "1"
            title: "Phase \(x)"
            estimate: "4h \(x)"
            description: "Phase text \(x)"
        patterns:
          - id: p
            title: "Pattern \(x)"
            description: "Pattern text \(x)"
            before: "before \(x)"
            after: "after \(x)"
        items:
          - id: "item<i>"
            file: "Views/A<b>.swift"
            line: 3
            severity: "sev<b>"
            phase: "1"
            pattern: p
            criteria: [4.1.2]
            status: exempt
            reason: "Reason \(x)"
            summary: "Summary \(x)"
            notes: "Item notes \(x)"
            before: "code before \(x)"
            after: "code after \(x)"
        """, copyDefaultTheme: true)
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        let pages = project.files(under: "site").filter { $0.hasSuffix(".html") }
        #expect(pages.contains("audits/motion/Views/A<b>.swift.html"))
        var seen = ""
        for file in pages {
            let html = try #require(project.read("site/\(file)"))
            #expect(!html.contains(x), "unescaped script in \(file)")
            #expect(!html.contains("<b>") && !html.contains("<i>"), "unescaped tag in \(file)")
            seen += html
        }
        for field in ["Site", "Audit", "Description", "Notes", "Phase", "4h", "Phase text", "Pattern", "Pattern text", "before",
                      "after", "Reason", "Summary", "Item notes", "code before", "code after"] {
            #expect(seen.contains("\(field) &lt;script&gt;alert(1)&lt;/script&gt;"), "\(field) is shown as text")
        }
        #expect(seen.contains("item&lt;i&gt;") && seen.contains("Views/A&lt;b&gt;.swift") && seen.contains("sev&lt;b&gt;"))
    }
}
