import Foundation
import Testing
@testable import DocGenCore

@Suite struct FrontMatterTests {
    @Test func splitsFrontMatterAndKeepsLineNumbers() {
        var collector = DiagnosticCollector()
        let page = "---\ntitle: Plan\norder: 2\ntags: [a, b]\nimpact: HIGH\n---\n# Body\n"
        let (frontMatter, body, offset) = FrontMatter.parse(page: page, file: "content/p.md", into: &collector)
        #expect(collector.diagnostics.isEmpty)
        #expect(frontMatter.title == "Plan")
        #expect(frontMatter.order == 2)
        #expect(frontMatter.tags == ["a", "b"])
        #expect(frontMatter.values["impact"] == .string("HIGH"))
        #expect(body == "# Body\n")
        #expect(offset == 6)
    }

    @Test func reportsProblemsAtTheirLineInThePage() {
        var collector = DiagnosticCollector()
        _ = FrontMatter.parse(page: "---\ntitle: Plan\norder: soon\n---\n", file: "content/p.md", into: &collector)
        #expect(collector.diagnostics.map(\.description) == ["content/p.md:3:8: error: 'order' must be an integer, found a string"])
    }

    @Test func unclosedFrontMatterIsAnError() {
        var collector = DiagnosticCollector()
        _ = FrontMatter.parse(page: "---\ntitle: Plan\n# Body\n", file: "content/p.md", into: &collector)
        #expect(collector.diagnostics.map(\.description) == ["content/p.md:1:1: error: front matter is not closed: add a line '---' after it"])
    }

    @Test func pagesWithoutFrontMatterAreUntouched() {
        var collector = DiagnosticCollector()
        let (frontMatter, body, offset) = FrontMatter.parse(page: "# Title\n---\n", file: "p.md", into: &collector)
        #expect(frontMatter.title == nil)
        #expect(body == "# Title\n---\n")
        #expect(offset == 0)
    }
}

@Suite struct TextFileTests {
    @Test func locatesTheFirstInvalidByte() {
        let data = Array("ab\ncd".utf8) + [0xC3, 0x28]
        #expect(throws: DiagnosticError.self) { try TextFile.decode(.init(data), displayPath: "x.md", step: .content) }
        do {
            _ = try TextFile.decode(.init(data), displayPath: "x.md", step: .content)
        } catch {
            #expect(error.diagnostics.map(\.description) == ["x.md:2:3: error: file is not valid UTF-8"])
        }
    }

    @Test func dropsAByteOrderMark() throws {
        #expect(try TextFile.decode(.init([0xEF, 0xBB, 0xBF] + Array("hi".utf8)), displayPath: "x", step: .content) == "hi")
    }
}
