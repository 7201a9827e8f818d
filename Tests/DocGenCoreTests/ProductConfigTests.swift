import DocGenCore
import DocGenTestSupport
import Foundation
import Testing

/// `products:` and the conformance settings in `docgen.yml`: what a conformance report is about, who made
/// it, and what the team states per criterion; every mistake located.
@Suite struct ProductConfigTests {
    func parse(_ text: String) throws(DiagnosticError) -> SiteConfig {
        try ConfigLoader.parse(text, root: URL(fileURLWithPath: "/p"), file: "docgen.yml")
    }

    func errors(_ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let text = MarkedText(marked, file: "docgen.yml")
        do {
            _ = try parse(text.text)
            return []
        } catch {
            return Diagnostic.sortedForDisplay(error.diagnostics).flatMap { [$0.description] + $0.notes.map(\.description) }
        }
    }

    func expectErrors(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let text = MarkedText(marked, file: "docgen.yml")
        #expect(errors(marked) == expected.map(text.expand), sourceLocation: sourceLocation)
    }

    @Test func productsAndTheirStatementsAreRead() throws {
        let config = try parse("""
        title: Program
        products:
          - id: aiq
            name: AIQ
            version: 1.8
            platform: iOS
            description: Tests.
            evaluator: Team A
            contact: a@example.com
            methods: By hand.
            scope: Everything.
            conformance:
              - {criterion: 1.2.1, not_applicable: No audio.}
              - {criterion: 2.3.3, remarks: See the audit.}
          - {id: stride, name: Stride}
        conformance:
          level: AA
          evaluator: In-house
          contact: https://example.com/a11y
          disclaimer: No warranty.
        """)
        #expect(config.products.map(\.id) == ["aiq", "stride"])
        let aiq = try #require(config.products.first)
        #expect(aiq.title == "AIQ 1.8")
        #expect([aiq.platform, aiq.description, aiq.evaluator, aiq.contact, aiq.methods, aiq.scope]
                == ["iOS", "Tests.", "Team A", "a@example.com", "By hand.", "Everything."])
        #expect(aiq.statements.map(\.criterion.id) == ["1.2.1", "2.3.3"])
        #expect(aiq.statements.map(\.notApplicable) == ["No audio.", nil])
        #expect(aiq.statements.map(\.remarks) == [nil, "See the audit."])
        #expect(aiq.statements.first?.location.description == "docgen.yml:13:21")
        #expect(config.products.last?.title == "Stride")
        #expect(config.reportedProducts.map(\.id) == ["aiq", "stride"])
        #expect(config.conformance == ConformanceSettings(level: .aa, evaluator: "In-house", contact: "https://example.com/a11y",
                                                          disclaimer: "No warranty."))
    }

    @Test func aSiteWithoutProductsReportsOnOneNamedAfterIt() throws {
        let config = try parse("title: Program\n")
        #expect(config.products.isEmpty)
        #expect(config.reportedProducts.map(\.name) == ["Program"])
        #expect(config.reportedProducts.map(\.id) == [Product.implicitID])
        #expect(config.reportedProducts.first?.declared == false)
    }

    @Test func productMistakesAreLocated() {
        expectErrors("""
        products:
          - id: 1️⃣AIQ
            name: AIQ
          - id: 2️⃣stride
            name: Stride
          - id: 3️⃣stride
            name: Stride again
          - 4️⃣name: No id
            5️⃣colour: blue
        """, [
            "1️⃣: error: product id 'AIQ' must be a slug: lowercase letters, digits, '-', '_' or '.', starting with a letter or digit",
            "3️⃣: error: duplicate product id 'stride'",
            "2️⃣: note: 'stride' is first defined here",
            "4️⃣: error: missing required key 'id' in a product",
            "5️⃣: error: unknown key 'colour' in a product (known keys: conformance, contact, description, evaluator, id, methods, name, platform, scope, version)",
        ])
    }

    @Test func statementMistakesAreLocated() {
        expectErrors("""
        products:
          - id: app
            name: App
            conformance:
              - {criterion: 1️⃣4.1.1, not_applicable: Gone.}
              - {criterion: 1.2.1, not_applicable: No audio., 2️⃣remarks: And no video.}
              - {criterion: 1.2.2, not_applicable: 3️⃣"  "}
              - {criterion: 4️⃣1.2.3}
              - {criterion: 5️⃣1.2.4, remarks: Live.}
              - {criterion: 6️⃣1.2.4, remarks: Again.}
        """, [
            "1️⃣: error: WCAG criterion '4.1.1' (Parsing) was removed in WCAG 2.2",
            "2️⃣: error: criterion 1.2.1: write either 'not_applicable' (the reason) or 'remarks', not both",
            "3️⃣: error: criterion 1.2.2 needs 'not_applicable' with the reason it does not apply, or 'remarks'",
            "4️⃣: error: criterion 1.2.3 needs 'not_applicable' with the reason it does not apply, or 'remarks'",
            "6️⃣: error: criterion 1.2.4 is stated twice in this list",
            "5️⃣: note: it is first stated here",
        ])
    }
}
