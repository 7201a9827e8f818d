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

/// Red team 3, F12: 10,000 unknown top-level keys in docgen.yml took over a minute (each key looked up by a scan
/// of all of them).
@Suite struct YAMLMappingCostTests {
    func entriesRead(unknownKeys count: Int) -> Int {
        let text = "title: Site\n" + (0..<count).map { "key\($0): value\n" }.joined()
        let counter = YAMLMapping.EntryCounter()
        YAMLMapping.$entriesRead.withValue(counter) {
            _ = try? ConfigLoader.parse(text, root: FileManager.default.temporaryDirectory, file: "docgen.yml")
        }
        return counter.count
    }

    @Test func readingAConfigIsLinearInItsKeys() {
        let small = entriesRead(unknownKeys: 1_000)
        let large = entriesRead(unknownKeys: 4_000)
        #expect(small > 1_000)
        // Four times the keys: four times the work when linear, sixteen when each key scans all of them.
        #expect(Double(large) / Double(small) < 5, "\(small) → \(large)")
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

    /// Red team 3, F6: one 1 MB string aliased 1,000 times passed the value limit and cost a gigabyte of work.
    @Test func aLongStringAliasedManyTimesIsALocatedError() {
        let big = String(repeating: "x", count: 1_000_000)
        let text = "big: &b \"\(big)\"\nlist: [" + Array(repeating: "*b", count: 1_000).joined(separator: ", ") + "]\n"
        let reader = YAMLReader(file: "bomb.yml", step: .content)
        #expect(reader.parse(text) == nil)
        #expect(reader.diagnostics.map(\.description).first?.hasPrefix(
            "bomb.yml:1:6: error:") == true, "\(reader.diagnostics.map(\.description))")
        #expect(reader.diagnostics.first?.message == "YAML aliases expand this document to more than 10000000 bytes of text; "
            + "an anchor holding a long value is repeated too many times (an alias bomb?)")
        var collector = DiagnosticCollector()
        _ = FrontMatter.parse(page: "---\n" + text + "---\n# Page\n", file: "content/p.md", into: &collector)
        #expect(collector.diagnostics.first?.description.hasPrefix("content/p.md:2:6: error:") == true)
        // A long value used a few times, and a large document without aliases, are fine.
        #expect(YAMLReader(file: "ok.yml", step: .content).parse("big: &b \"\(big)\"\nlist: [*b, *b, *b]\n") != nil)
        let large = (0..<2_000).map { "k\($0): \"\(String(repeating: "y", count: 6_000))\"" }.joined(separator: "\n")
        #expect(YAMLReader(file: "ok.yml", step: .content).parse(large) != nil)
    }

    @Test func ordinaryAnchorsAndMergeKeysStillWork() {
        let reader = YAMLReader(file: "ok.yml", step: .content)
        let text = "base: &base {severity: high, phase: 1}\nitems:\n" + (0..<500).map { "  - {<<: *base, id: item\($0)}" }.joined(separator: "\n")
        let node = reader.parse(text)
        #expect(reader.diagnostics.isEmpty)
        #expect(node?["items"]?.sequence?.count == 500)
    }
}
