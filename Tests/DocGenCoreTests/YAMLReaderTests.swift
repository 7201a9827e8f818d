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
            _ = try ConfigLoader.parse(text, root: URL(fileURLWithPath: "/tmp"), file: "docgen.yml")
        }
        do {
            _ = try ConfigLoader.parse(text, root: URL(fileURLWithPath: "/tmp"), file: "docgen.yml")
        } catch {
            let lines = error.diagnostics.map(\.description).sorted()
            #expect(lines == [
                "docgen.yml:2:15: error: 'strict_links' must be true or false, found a string",
                "docgen.yml:3:1: error: unknown key 'colour' in docgen.yml (known keys: audits, conformance, content, gate, output, scan, source_url, strict_links, theme, themes_dir, ticket_url, title, unsafe_html)",
            ])
        }
    }
}
