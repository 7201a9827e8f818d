import Foundation
import Testing
@testable import DocGenCore

@Suite struct YAMLReaderTests {
    @Test func reportsUnknownKeysAndWrongTypesWithLocations() throws {
        let text = """
        title: Site
        strict_links: maybe
        colour: blue
        """
        #expect(throws: DiagnosticError.self) {
            _ = try ConfigLoader.parse(text, root: FileManager.default.temporaryDirectory, file: "docgen.yml")
        }
        do {
            _ = try ConfigLoader.parse(text, root: FileManager.default.temporaryDirectory, file: "docgen.yml")
        } catch {
            let lines = error.diagnostics.map(\.description).sorted()
            #expect(lines == [
                "docgen.yml:2:15: error: 'strict_links' must be true or false, found a string",
                "docgen.yml:3:1: error: unknown key 'colour' in docgen.yml (known keys: allow_content_outside, audits, conformance, content, gate, output, products, scan, source_url, strict_links, theme, themes_dir, ticket_url, title, unsafe_html)",
            ])
        }
    }
}

@Suite struct YAMLAliasTests {
    /// Nine levels of nine aliases each: 387 million values once expanded, from 400 bytes.
    static let bomb: String = {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
        for level in 1...8 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        return (lines + ["title: Bomb"]).joined(separator: "\n") + "\n"
    }()

    @Test func anAliasBombIsALocatedErrorNotAHang() {
        let reader = YAMLReader(file: "bomb.yml", step: .content)
        #expect(reader.parse(Self.bomb) == nil)
        #expect(reader.diagnostics.map(\.description) == [
            "bomb.yml:1:25: error: YAML aliases expand this document to more than 100000 values; an anchor is repeated too many times (an alias bomb?)",
        ])
    }

    @Test func theBombInFrontMatterIsLocatedInThePage() {
        var collector = DiagnosticCollector()
        _ = FrontMatter.parse(page: "---\n" + Self.bomb + "---\n# Page\n", file: "content/p.md", into: &collector)
        #expect(collector.diagnostics.map(\.description).first?.hasPrefix("content/p.md:2:25: error: YAML aliases expand") == true)
    }

    @Test func ordinaryAnchorsAndMergeKeysStillWork() {
        let reader = YAMLReader(file: "ok.yml", step: .content)
        let text = "base: &base {severity: high, phase: 1}\nitems:\n" + (0..<500).map { "  - {<<: *base, id: item\($0)}" }.joined(separator: "\n")
        let node = reader.parse(text)
        #expect(reader.diagnostics.isEmpty)
        #expect(node?["items"]?.sequence?.count == 500)
    }
}
