import DocGenAudit
import DocGenReport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// JUnit parsed back as XML; GitHub workflow-command escaping; the step summary file.
@Suite struct JUnitAndGitHubTests {
    @Test func junitParsesBackWithTheRightCounts() throws {
        let xml = JUnitReporter().report(try ReportFixture.failing())
        let document = try XMLDocument(xmlString: xml, options: [])
        let suites = try document.nodes(forXPath: "/testsuites/testsuite").compactMap { $0 as? XMLElement }
        #expect(suites.compactMap { $0.attribute(forName: "name")?.stringValue } == ["reduce-motion", "dynamic-type", "contrast"])
        #expect(try document.nodes(forXPath: "//testcase").count == (4 + 1 + 1) + (1 + 1) + 1)
        #expect(try document.nodes(forXPath: "//testcase[failure]").count == (2 + 1 + 1) + 0 + 1)
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "9")
        #expect(root.attribute(forName: "failures")?.stringValue == "5")
        let toast = try #require(try document.nodes(forXPath: "//testcase[@name='toast.slide']/failure").first as? XMLElement)
        #expect(toast.attribute(forName: "message")?.stringValue
            == #"[high] Toast slides in: <script>alert(1)</script> & "bounces", 100% (open)"#)
    }

    @Test func workflowCommandEscaping() {
        #expect(GitHubReporter.escapeData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
        #expect(GitHubReporter.escapeProperty("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext%3A a%2Cb")
        #expect(GitHubReporter.command("error", properties: [("file", "Views/A,B.swift"), ("line", "3"), ("title", "rm: [high] x")],
                                       message: "50%: a\nb")
            == "::error file=Views/A%2CB.swift,line=3,title=rm%3A [high] x::50%25: a%0Ab")
    }

    @Test func githubReportAnnotatesFailuresAndNoticesPassingGates() throws {
        let lines = GitHubReporter().report(try ReportFixture.failing()).split(separator: "\n").map(String.init)
        #expect(lines.contains("::notice title=dynamic-type gate::dynamic-type: 1/1 covered, 1 required: passed"))
        #expect(lines.contains(#"::error file=Views/Toast.swift,line=12,title=reduce-motion%3A [high] toast.slide::Toast slides in: <script>alert(1)</script> & "bounces", 100%25 (open)"#))
        #expect(lines.contains("::warning file=Views/Banner.swift,line=9,title=contrast%3A [medium] banner::Low contrast (open)"))
    }

    @Test func stepSummaryIsAppendedToTheGivenFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("# Earlier step\n".utf8).write(to: file)
        let result = try ReportFixture.failing()
        try StepSummary.append(result, toFileAt: file.path)
        try StepSummary.append(result, toFileAt: file.path)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == "# Earlier step\n" + StepSummary.markdown(result) + StepSummary.markdown(result))
        #expect(text.contains("| Contrast \\| Colours (contrast) | 0/1 covered | no gate |"))
    }
}
