import DocGenCore
import DocGenReport
import DocGenScan
import DocGenTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The scan reports CI reads besides JSON and SARIF: GitHub workflow commands, JUnit XML, a Markdown summary.
@Suite struct ScanCIReporterTests {
    static var result: ScanResult { ScanReporterTests.result }

    @Test(arguments: [(ScanReportFormat.github, "scan.github.txt"), (.junit, "scan.junit.xml"), (.markdown, "scan.summary.md")])
    func reportMatchesGolden(format: ScanReportFormat, golden: String) {
        let difference = Golden.compare(format.reporter().report(Self.result), named: golden)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func junitIsWellFormedAndCountsFailures() throws {
        let xml = ScanJUnitReporter().report(Self.result)
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(xml.contains(#"<testsuites name="docgen scan" tests="3" failures="1">"#))
    }

    /// Text from the sources reaches cells and commands: it cannot break a table row, a command or the XML.
    @Test func sourceTextIsEscapedInEveryFormat() {
        let site = ScanSite(id: "A.swift:V.body:x:1", rule: "voiceover", file: "A|B.swift", line: 3, column: 5, kind: "Image",
                            severity: .high, verdict: .fail, reason: "unlabelled-image", enclosing: "V<T>.body", argument: "\"a\nb\"",
                            detail: "`x` | y\nz")
        let result = ScanResult(sites: [site], wrappers: [], files: ["A|B.swift"], rules: ["voiceover"], diagnostics: [])
        let markdown = ScanMarkdownReporter().report(result)
        #expect(markdown.contains("| `A\\|B.swift:3` | voiceover | high | unlabelled-image | Image 'x' \\| y z in V&lt;T>.body |"))
        let github = ScanGitHubReporter().report(result)
        #expect(github.hasPrefix("::warning file=A|B.swift,line=3,col=5,title=voiceover%3A unlabelled-image [high]::Image `x` | y%0Az in V<T>.body\n"))
        let junit = ScanJUnitReporter().report(result)
        #expect(junit.contains(#"name="A.swift:V.body:x:1" file="A|B.swift" line="3""#))
        #expect(junit.contains("Image `x` | y&#10;z in V&lt;T&gt;.body"))
    }
}
