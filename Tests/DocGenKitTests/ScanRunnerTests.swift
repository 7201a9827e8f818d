import DocGenCore
import DocGenKit
import DocGenMarkdown
import DocGenReport
import DocGenScan
import DocGenTestSupport
import Foundation
import Testing

/// `docgen scan` run in process: what it reports, writes and fails on, and the requests it refuses.
@Suite struct ScanRunnerTests {
    static let view = """
    import SwiftUI

    struct Card: View {
        @State private var open = false
        var body: some View {
            Text("Card").offset(y: open ? 0 : 40).animation(.spring, value: open)
            Image(systemName: "star").font(.system(size: 20))
        }
    }

    """

    func project(_ config: String = "title: T\n") throws -> FixtureProject {
        let project = try FixtureProject("-- docgen.yml --\n\(config)")
        try project.write("App/Card.swift", Self.view)
        return project
    }

    func request(_ project: FixtureProject, _ paths: [String] = ["App"]) -> ScanRequest {
        ScanRequest(paths: paths, workingDirectory: project.root, toolVersion: "9.9.9")
    }

    @Test func reportsInTheRequestedFormatAndFailsOnRequest() throws {
        let project = try project()
        var request = request(project)
        request.format = .json
        request.failOn = [.fail]
        let outcome = try ScanRunner.run(request)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.report.utf8)) as? [String: Any])
        #expect((document["sites"] as? [Any])?.count == outcome.result.sites.count)
        #expect(outcome.result.rules == RuleRegistry.ids)
        #expect(outcome.failed)
        #expect(outcome.notes.count == 1 && outcome.notes[0].hasPrefix("scanned 1 file in "))
        request.failOn = [.skipped]
        #expect(try !ScanRunner.run(request).failed)
    }

    @Test func verboseAddsALinePerRule() throws {
        let project = try project()
        var request = request(project)
        request.verbose = true
        request.rules = ["dynamic-type", "voiceover"]
        let notes = try ScanRunner.run(request).notes
        #expect(notes.count == 4)
        #expect(notes[1].hasPrefix("dynamic-type ") && notes[1].contains(" s (prepare ") && notes[1].contains(", judge ")
            && notes[1].hasSuffix(" s)"))
        #expect(notes[2].hasPrefix("voiceover "))
        // Then the stages in the order they ran, each with the peak memory when it ended (never falling).
        let stages = notes[3]
        #expect(stages.hasPrefix("stages: read "))
        let names = ["read", "definers", "judge", "final context", "rejudge", "judge definers", "conclude"]
        let positions = names.compactMap { stages.range(of: ", \($0) ")?.lowerBound ?? stages.range(of: ": \($0) ")?.lowerBound }
        #expect(positions.count == names.count && positions == positions.sorted())
        let megabytes = stages.matches(of: /\((\d+) MB\)/).compactMap { Int($0.output.1) }
        #expect(megabytes.count == names.count && megabytes == megabytes.sorted() && (megabytes.first ?? 0) > 0)
    }

    @Test func writesTheAuditOfOneRule() throws {
        let project = try project()
        var request = request(project)
        request.writeAudit = "audits/motion.yml"
        let outcome = try ScanRunner.run(request)
        #expect(outcome.result.rules == ["reduce-motion"])
        #expect(outcome.notes.last == "audits/motion.yml: 1 added, 0 kept, 0 stale")
        #expect(project.read("audits/motion.yml")?.contains("title: Reduce Motion") == true)
        request.rules = ["reduce-motion", "voiceover"]
        #expect(Self.usage(request)?.contains("--write-audit writes the audit of one rule") == true)
    }

    @Test func refusesRequestsItCannotRun() throws {
        let project = try project()
        #expect(Self.usage(request(project, [])) == "missing PATH; give the Swift files or folders to scan")
        var unknown = request(project)
        unknown.rules = ["wobble"]
        #expect(Self.usage(unknown) == "unknown rule 'wobble'; known rules: \(RuleRegistry.ids.joined(separator: ", "))")
        var limit = request(project)
        limit.fileTimeLimit = .infinity
        #expect(Self.usage(limit)?.hasPrefix("--file-time-limit") == true)
    }

    @Test func invalidSettingsAreLocatedInTheConfiguration() throws {
        let project = try project("title: T\nscan:\n  rules:\n    wobble: {}\n")
        do {
            _ = try ScanRunner.run(request(project))
            Issue.record("expected a located error")
        } catch {
            guard case let .invalidInput(error, root) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(error.diagnostics.map(\.description)
                == ["docgen.yml:4:5: error: unknown rule 'wobble' in 'scan: rules'; known rules: \(RuleRegistry.ids.joined(separator: ", "))"])
            #expect(root.standardizedFileURL == project.root.standardizedFileURL)
        }
    }

    /// The rule pages the manual is built from render cleanly with docgen's own Markdown: one title, tables,
    /// one code block per example, no diagnostics.
    @Test(arguments: RuleRegistry.ids)
    func rulePagesRenderAsManualPages(rule id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        let page = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())
            .render(RuleDocumentation(rule).markdown, file: "docs/rules/\(id).md", page: "rules/\(id).html")
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics)")
        #expect(page.firstHeading == rule.title)
        #expect(page.headings.filter { $0.level == 1 }.count == 1)
        #expect(page.html.components(separatedBy: "<table>").count - 1 == 3)
        #expect(page.html.components(separatedBy: "<pre").count - 1 == rule.triggeringExamples.count + rule.nonTriggeringExamples.count)
        #expect(!page.html.contains("\\_"))
    }

    static func usage(_ request: ScanRequest) -> String? {
        do {
            _ = try ScanRunner.run(request)
        } catch {
            if case let .usage(message) = error { return message }
        }
        return nil
    }
}
