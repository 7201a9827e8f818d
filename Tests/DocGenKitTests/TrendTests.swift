@testable import DocGenKit
import DocGenCore
import DocGenTestSupport
import Foundation
import Testing

/// An audit's trend over its git history: one point per commit that changed the audit file or moved the
/// scanner's verdicts on its sources, read at build time, cached by content, absent without git, and the
/// same on every fresh build of the same commit.
@Suite struct TrendTests {
    static let config = """
    -- docgen.yml --
    title: Trend
    audits:
      - data: audits/motion.yml
        sources: [App]
        match: file-line
    -- content/index.md --
    # Home
    """

    static func audit(spinner: String, fade: String) -> String {
        """
        id: motion
        title: Motion
        criteria: [2.3.3]
        items:
          - {id: spinner, file: App/Spinner.swift, line: 10, severity: critical, status: \(spinner), summary: Spinner}
          - {id: fade, file: App/Spinner.swift, line: 11, severity: low, status: \(fade), summary: Fade}

        """
    }

    /// A spinner (line 10) guarded or not, and a fade (line 11), opacity only; `tail` is appended.
    static func spinner(guarded: Bool, tail: String = "") -> String {
        let spin = guarded ? "reduceMotion ? nil : .linear(duration: 1).repeatForever(autoreverses: false)"
            : ".linear(duration: 1).repeatForever(autoreverses: false)"
        return """
        import SwiftUI

        struct Spinner: View {
            @Environment(\\.accessibilityReduceMotion) var reduceMotion
            @State var on = false

            var body: some View {
                Image(systemName: "arrow.triangle.2.circlepath")
                    .rotationEffect(.degrees(on ? 360 : 0))
                    .animation(\(spin), value: on)
                    .opacity(on ? 1 : 0).animation(.easeIn, value: on)
            }
        }
        \(tail)
        """
    }

    func options(_ project: FixtureProject, cache: Bool = true, output: String = "site") -> BuildOptions {
        var options = BuildOptions(configFile: project.url("docgen.yml").path, toolVersion: "test")
        options.cache = cache
        options.output = project.url(output).path
        return options
    }

    /// The rows of the trend table: date, then the numbers (items, open, fixed, exempt[, verified]).
    static func rows(_ page: String) -> [String] {
        guard let start = page.range(of: "<table class=\"data stack trend-table\">"),
              let end = page.range(of: "</table>", range: start.upperBound..<page.endIndex) else { return [] }
        return page[start.upperBound..<end.lowerBound].components(separatedBy: "\n").filter { $0.contains("<th scope=\"row\"") }.map { row in
            let date = row.range(of: "datetime=\"").map { String(row[$0.upperBound...].prefix(10)) } ?? ""
            let numbers = row.components(separatedBy: "<td class=\"num brief\"").dropFirst().map { cell in
                String(cell.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
            }
            return ([date] + numbers).joined(separator: " ")
        }
    }

    /// A repository whose history moves the figures: two items open, one fixed, the spinner's guard removed
    /// in code (the verdict moves), a comment added (it does not), both fixed; an edit of the home page between.
    static func repository() throws -> FixtureProject {
        let project = try FixtureProject(config, copyDefaultTheme: true)
        try project.write("audits/motion.yml", audit(spinner: "open", fade: "open"))
        try project.write("App/Spinner.swift", spinner(guarded: false))
        try GitFixture.git(["init", "-q"], in: project.root)
        try GitFixture.commitAll("both open", in: project.root, date: "2024-01-01T10:00:00+00:00")
        try project.write("content/index.md", "# Home\n\nEdited.\n")
        try GitFixture.commitAll("home page", in: project.root, date: "2024-01-02T10:00:00+00:00")
        try project.write("App/Spinner.swift", spinner(guarded: true))
        try project.write("audits/motion.yml", audit(spinner: "fixed", fade: "open"))
        try GitFixture.commitAll("spinner fixed", in: project.root, date: "2024-01-03T10:00:00+00:00")
        try project.write("App/Spinner.swift", spinner(guarded: false))
        try GitFixture.commitAll("guard lost", in: project.root, date: "2024-01-04T10:00:00+00:00")
        try project.write("App/Spinner.swift", spinner(guarded: false, tail: "// a comment"))
        try GitFixture.commitAll("comment", in: project.root, date: "2024-01-05T10:00:00+00:00")
        try project.write("App/Spinner.swift", spinner(guarded: true))
        try project.write("audits/motion.yml", audit(spinner: "fixed", fade: "fixed"))
        try GitFixture.commitAll("all fixed", in: project.root, date: "2024-01-06T10:00:00+00:00")
        return project
    }

    @Test func onePointPerCommitThatChangedTheAuditOrMovedItsVerdicts() throws {
        let project = try Self.repository()
        let result = try Pipeline.build(options(project))
        let page = try #require(project.read("site/audits/motion.html"))
        // items open fixed exempt verified (an open item the scanner finds failing is verified): the home page
        // edit and the comment are no points; losing the guard is.
        #expect(Self.rows(page) == ["2024-01-01 2 2 0 0 1", "2024-01-03 2 1 1 0 1", "2024-01-04 2 1 1 0 0", "2024-01-06 2 0 2 0 2"],
                "\(Self.rows(page))")
        #expect(page.contains("<li><a href=\"#trend\">Trend</a></li>"))
        #expect(page.contains("<svg class=\"trend-chart\" id=\"trend-chart\" role=\"img\" aria-labelledby=\"trend-chart-title trend-chart-desc\""))
        #expect(page.contains("<title id=\"trend-chart-title\">Open, fixed and verified items per commit</title>"))
        #expect(page.contains("<desc id=\"trend-chart-desc\">4 commits from 2024-01-01 to 2024-01-06. open 2 then 0; fixed 0 then 2; verified 1 then 2.</desc>"))
        #expect(result.statistics.trendStatesComputed == 5, "every state of the audit file and its sources, once")

        // The cache keeps each state: a rebuild after an edit of a page computes none again.
        try project.write("content/index.md", "# Home\n\nEdited again.\n")
        let again = try Pipeline.build(options(project))
        #expect(again.statistics.trendStatesComputed == 0)
        #expect(Self.rows(try #require(project.read("site/audits/motion.html"))) == Self.rows(page))
        #expect(page.contains("The working copy has changes") == false)
        #expect(try #require(project.read("site/audits/motion.html")).contains("The working copy has changes that no commit holds yet"))

        // A clean build without the cache draws the same trend.
        _ = try Pipeline.build(options(project, cache: false, output: "clean"))
        #expect(Self.rows(try #require(project.read("clean/audits/motion.html"))) == Self.rows(page))
    }

    @Test func aVersionDocgenCannotReadIsLeftOutAndSaidSo() throws {
        let project = try FixtureProject(Self.config.replacingOccurrences(of: "    sources: [App]\n    match: file-line\n", with: ""),
                                         copyDefaultTheme: true)
        try GitFixture.git(["init", "-q"], in: project.root)
        try project.write("audits/motion.yml", Self.audit(spinner: "open", fade: "open"))
        try GitFixture.commitAll("first", in: project.root, date: "2024-02-01T10:00:00+00:00")
        try project.write("audits/motion.yml", "id: motion\ntitle: [unclosed\n")
        try GitFixture.commitAll("broken", in: project.root, date: "2024-02-02T10:00:00+00:00")
        try project.write("audits/motion.yml", Self.audit(spinner: "fixed", fade: "open"))
        try GitFixture.commitAll("fixed", in: project.root, date: "2024-02-03T10:00:00+00:00")
        _ = try Pipeline.build(options(project, cache: false))
        let page = try #require(project.read("site/audits/motion.html"))
        #expect(Self.rows(page) == ["2024-02-01 2 2 0 0", "2024-02-03 2 1 1 0"], "no verified column: the audit names no sources")
        #expect(page.contains("1 commit left the audit file in a form docgen cannot read today; it is left out."))
        #expect(page.contains("<title id=\"trend-chart-title\">Open and fixed items per commit</title>"))
    }

    @Test func withoutGitThereIsNoTrend() throws {
        let project = try FixtureProject(Self.config, copyDefaultTheme: true)
        try project.write("audits/motion.yml", Self.audit(spinner: "fixed", fade: "fixed"))
        try project.write("App/Spinner.swift", Self.spinner(guarded: true))
        let result = try Pipeline.build(options(project, cache: false))
        #expect(result.statistics.trendStatesComputed == 0)
        let page = try #require(project.read("site/audits/motion.html"))
        #expect(!page.contains("trend-chart") && !page.contains("href=\"#trend\""))
    }

    @Test func theLogIsReadFromGitsRawOutput() {
        let zero = String(repeating: "0", count: 40), a = String(repeating: "a", count: 40), b = String(repeating: "b", count: 40)
        let raw = "C \(b) 2024-03-02T10:00:00+01:00\0\n:100644 100644 \(a) \(b) M\0App/A b.swift\0:100644 000000 \(b) \(zero) D\0C x.swift\0"
            + "C \(a) 2024-03-01T23:30:00-05:00\0\n:000000 100644 \(zero) \(a) A\0App/A b.swift\0:000000 120000 \(zero) \(a) A\0link.swift\0"
        let log = GitPathLog.parse(Data(raw.utf8))
        #expect(log.entries.map(\.commit) == [SourceHistory.Commit(hash: a, date: "2024-03-01"), SourceHistory.Commit(hash: b, date: "2024-03-02")],
                "oldest first, each with its committer's date")
        #expect(log.entries[0].changes == [.init(path: "App/A b.swift", blob: a), .init(path: "link.swift", blob: nil)],
                "a symbolic link is no file to scan")
        #expect(log.entries[1].changes == [.init(path: "App/A b.swift", blob: b), .init(path: "C x.swift", blob: nil)],
                "a path that looks like a commit line is a path; a deletion leaves no blob")
    }
}
