import DocGenTestSupport
import Foundation
import Testing
import Yams

/// `docgen scan --write-audit` writes only audit files, and merging never takes what people wrote: items of
/// other rules and of files the scan did not read keep their status, comments stay, duplicates are not added
/// (red team 3, F3).
@Suite struct WriteAuditTests {
    func repositoryCopy() throws -> FixtureProject {
        let project = try FixtureProject("", copyDefaultTheme: true)
        for item in ["content", "docgen.yml", "examples"] {
            try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent(item), to: project.url(item))
        }
        return project
    }

    static func statuses(_ yaml: String) throws -> [String: String] {
        let document = try #require(try Yams.load(yaml: yaml) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        return Dictionary(items.map { ($0["id"] as? String ?? "", $0["status"] as? String ?? "") }) { first, _ in first }
    }

    static func places(_ yaml: String) throws -> [String] {
        let document = try #require(try Yams.load(yaml: yaml) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        return items.map { "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)" }
    }

    @Test(arguments: ["docgen.yml", "content/index.md", "ci.yml", "content/audits/new.json"])
    func aTargetThatIsNotAnAuditIsRefusedAndLeftAsItWas(_ target: String) throws {
        let project = try repositoryCopy()
        try project.write("ci.yml", "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n")
        let before = FileTreeSnapshot(project.root)
        let result = try DocGenCommand.run(["scan", "examples/onboarding", "--write-audit", target], in: project.root)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(target): error: "), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "refused before scanning")
        #expect(FileTreeSnapshot(project.root).changes(since: before) == [])
    }

    @Test func mergingIntoAnAuditOfSeveralRulesKeepsEveryOtherItemAndItsComments() throws {
        let project = try repositoryCopy()
        let original = try #require(project.read("content/audits/onboarding.yml"))
        // Five Reduce Motion sites: calls of the example's helpers (`.animatedGlow(diameter:)`) are not sites, the
        // helper's own animation is; one of them (the page change) already holds an item of another rule.
        let result = try DocGenCommand.run(["scan", "examples/onboarding", "--write-audit", "content/audits/onboarding.yml"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("content/audits/onboarding.yml: 3 added, 1 kept, 0 stale, 1 already listed"), "\(result.stderr)")
        let merged = try #require(project.read("content/audits/onboarding.yml"))
        #expect(merged.hasPrefix(original), "the file is appended to, never rewritten")
        let before = try Self.statuses(original)
        let after = try Self.statuses(merged)
        for (id, status) in before { #expect(after[id] == status, "\(id)") }
        let places = try Self.places(merged)
        #expect(Set(places).count == places.count, "no new item stands where another already does")
        let again = try DocGenCommand.run(["scan", "examples/onboarding", "--write-audit", "content/audits/onboarding.yml"], in: project.root)
        #expect(again.stderr.contains("0 added, 4 kept, 0 stale, 1 already listed"), "\(again.stderr)")
        project.assertFileContent("content/audits/onboarding.yml", merged)
        #expect(try DocGenCommand.run(["check"], in: project.root).status == 0)
    }

    @Test func mergingSitesOfOtherSourcesMarksNothingStaleAndKeepsComments() throws {
        let project = try repositoryCopy()
        let original = try #require(project.read("content/audits/reduce-motion.yml"))
        let result = try DocGenCommand.run(["scan", "examples/onboarding", "--write-audit", "content/audits/reduce-motion.yml"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("5 added, 0 kept, 0 stale"), "\(result.stderr)")
        let merged = try #require(project.read("content/audits/reduce-motion.yml"))
        #expect(merged.hasPrefix(original))
        #expect(try Self.statuses(merged).values.filter { $0 == "fixed" }.count >= 68)
    }

    @Test func anItemWhoseSiteIsGoneIsStaleAndAnEditInPlaceKeepsTheComments() throws {
        let project = try FixtureProject("-- docgen.yml --\ntitle: T\n")
        try project.write("App/Spinner.swift", SwiftFixtures.guardedSpinner)
        #expect(try DocGenCommand.run(["scan", "App", "--write-audit", "audits/motion.yml"], in: project.root).status == 0)
        let created = try #require(project.read("audits/motion.yml"))
        try project.write("audits/motion.yml", "# Motion audit: keep this comment\n" + created.replacingOccurrences(
            of: "items:\n", with: "items:\n  # the spinner\n"))
        try project.write("App/Spinner.swift", SwiftFixtures.guardedSpinner.replacingOccurrences(
            of: "            .onTapGesture {\n                withAnimation(reduceMotion ? nil : .spring(response: 0.4, dampingFraction: 0.6)) { open.toggle() }\n            }\n",
            with: ""))
        let result = try DocGenCommand.run(["scan", "App", "--write-audit", "audits/motion.yml"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("0 added, 1 kept, 1 stale"), "\(result.stderr)")
        let merged = try #require(project.read("audits/motion.yml"))
        #expect(merged.hasPrefix("# Motion audit: keep this comment\n"))
        #expect(merged.contains("items:\n  # the spinner\n"))
        #expect(try Self.statuses(merged)["App/Spinner.swift:Spinner.body:withAnimation:2"] == "stale")
    }

    @Test func aMergeThatWouldDropCommentsIsRefused() throws {
        let project = try FixtureProject("-- docgen.yml --\ntitle: T\n")
        try project.write("App/Spinner.swift", SwiftFixtures.guardedSpinner)
        try project.write("audits/motion.yml", """
        # written by hand
        id: motion
        title: Motion
        items: []  # filled in by hand, one day

        """)
        let before = FileTreeSnapshot(project.root)
        let result = try DocGenCommand.run(["scan", "App", "--write-audit", "audits/motion.yml"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("audits/motion.yml: error: 'audits/motion.yml' cannot be merged without dropping its 1 comment line"),
                "\(result.stderr)")
        #expect(FileTreeSnapshot(project.root).changes(since: before) == [])
    }
}
