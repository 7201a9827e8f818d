import DocGenAudit
import DocGenCore
import DocGenTestSupport
import Foundation
import Testing

/// Audits and their products: each audit names the product it is about (or belongs to the only one);
/// follow-ups on items; and a criterion declared not applicable that items name is refused.
@Suite struct ProductAuditTests {
    /// Loads every audit of a fixture project (`-- docgen.yml --`, `-- a.yml --`, …).
    func load(_ files: String) throws -> [Audit] {
        let project = try FixtureProject(files)
        let config = try ConfigLoader.load(from: project.url("docgen.yml"))
        return try AuditLoader.loadAll(config: config)
    }

    func errors(_ files: String) throws -> [String] {
        do {
            _ = try load(files)
            return []
        } catch let error as DiagnosticError {
            return Diagnostic.sortedForDisplay(error.diagnostics).flatMap { [$0.description] + $0.notes.map(\.description) }
        }
    }

    static func audit(_ id: String, product: String? = nil, extra: String = "") -> String {
        """
        -- \(id).yml --
        id: \(id)
        title: \(id)
        \(product.map { "product: \($0)" } ?? "")
        \(extra)
        items:
          - {id: a, file: A.swift, line: 1, severity: high, status: fixed, criteria: [1.1.1], summary: A}
        """
    }

    @Test func auditsBelongToTheProductTheyNameOrTheOnlyOne() throws {
        let two = try load("""
        -- docgen.yml --
        products: [{id: aiq, name: AIQ}, {id: stride, name: Stride}]
        audits: [{data: m.yml}, {data: o.yml}]
        \(Self.audit("m", product: "aiq"))
        \(Self.audit("o", product: "stride"))
        """)
        #expect(two.map(\.product) == ["aiq", "stride"])
        let one = try load("""
        -- docgen.yml --
        products: [{id: aiq, name: AIQ}]
        audits: [{data: m.yml}]
        \(Self.audit("m"))
        """)
        #expect(one.map(\.product) == ["aiq"])
        let none = try load("""
        -- docgen.yml --
        audits: [{data: m.yml}]
        \(Self.audit("m"))
        """)
        #expect(none.map(\.product) == [Product.implicitID])
    }

    @Test func aMissingOrUnknownProductIsLocated() throws {
        #expect(try errors("""
        -- docgen.yml --
        products: [{id: aiq, name: AIQ}, {id: stride, name: Stride}]
        audits: [{data: m.yml}, {data: o.yml}]
        \(Self.audit("m"))
        \(Self.audit("o", product: "strid"))
        """) == [
            "m.yml:1:5: error: audit 'm' names no product: docgen.yml declares 2 (aiq, stride), so each audit says which one it is about with 'product:'",
            "o.yml:3:10: error: unknown product 'strid' (products: aiq, stride)",
        ])
        #expect(try errors("""
        -- docgen.yml --
        audits: [{data: m.yml}]
        \(Self.audit("m", product: "aiq"))
        """) == ["m.yml:3:10: error: audit 'm' names product 'aiq', but docgen.yml declares no products (add 'products:' there, or remove 'product:')"])
    }

    @Test func notApplicableCriteriaThatItemsNameAreRefused() throws {
        let found = try errors("""
        -- docgen.yml --
        products:
          - id: aiq
            name: AIQ
            conformance: [{criterion: 1.1.1, not_applicable: No images.}]
        audits: [{data: m.yml}]
        \(Self.audit("m", extra: "conformance: [{criterion: 1.1.1, not_applicable: None here.}]"))
        """)
        #expect(found == [
            "docgen.yml:4:31: error: criterion 1.1.1 is declared not applicable to AIQ, but an item names it (a): remove the statement, or the criterion from the items",
            "m.yml:6:10: note: 'a' names 1.1.1",
            "m.yml:4:27: error: criterion 1.1.1 is declared not applicable to AIQ, but an item names it (a): remove the statement, or the criterion from the items",
            "m.yml:6:10: note: 'a' names 1.1.1",
        ])
    }

    @Test func followUpsAreReadAndCheckedWithTheirLocations() {
        expectAuditErrors("""
        id: m
        title: M
        items:
          - id: a
            file: A.swift
            line: 1
            severity: high
            status: fixed
            summary: A
            follow_ups:
              - Plain text is an open follow-up
              - {summary: Done, status: done, ticket: APP-1}
              - {summary: X, status: 1️⃣later}
              - {summary: Y, ticket: 2️⃣"APP 2"}
              - 3️⃣{ticket: APP-3}
              - 4️⃣[nested]
              - 5️⃣"   "
        """, [
            "1️⃣: error: a follow-up's 'status' must be one of: open, done; found 'later'",
            "2️⃣: error: a follow-up's 'ticket' must be a ticket id without spaces, such as BTS-41",
            "3️⃣: error: missing required key 'summary' in a follow-up",
            "4️⃣: error: a follow-up (a string, or a mapping with 'summary') must be a mapping, found a list",
            "5️⃣: error: a follow-up must not be empty",
        ])
    }

    @Test func followUpsKeepTheirOrderAndState() throws {
        let audit = try AuditLoader.parse("""
        id: m
        title: M
        items:
          - id: a
            file: A.swift
            line: 1
            severity: high
            status: fixed
            summary: A
            follow_ups: [Stop running loops, {summary: Check iPad, ticket: APP-1, status: done}]
        """, file: "m.yml")
        let item = try #require(audit.items.first)
        #expect(item.followUps.map(\.text) == ["Stop running loops", "Check iPad (APP-1)"])
        #expect(item.openFollowUps.map(\.summary) == ["Stop running loops"])
    }
}

/// The one CSV schema of items, with cells a spreadsheet cannot run as formulas (red team F15).
@Suite struct ItemCSVTests {
    @Test func formulaCellsAreNeutralisedAndQuotedWhenNeeded() {
        #expect(ItemCSV.cell("=HYPERLINK(\"http://evil.example\",\"x\")") == "\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\"")
        #expect(ItemCSV.cell("+1") == "'+1")
        #expect(ItemCSV.cell("-2+3") == "'-2+3")
        #expect(ItemCSV.cell("@SUM(A1)") == "'@SUM(A1)")
        #expect(ItemCSV.cell("\tx") == "'\tx")
        #expect(ItemCSV.cell("\rx") == "\"'\rx\"")
        #expect(ItemCSV.cell("a, b") == "\"a, b\"")
        #expect(ItemCSV.cell("plain") == "plain")
        #expect(ItemCSV.cell("x=1") == "x=1", "only the first character starts a formula")
        #expect(ItemCSV.cell("") == "")
    }

    @Test func aRowHoldsWCAGVerificationAndFollowUps() throws {
        var item = AuditItem(id: "a", file: "A.swift", line: 3, severity: "high", phase: "1", criteria: [try #require(WCAG.criterion("2.3.3")),
                             try #require(WCAG.criterion("2.2.2"))], status: .fixed, summary: "Spins", location: SourceLocation(file: "m.yml"))
        item.followUps = [FollowUp(summary: "Stop loops"), FollowUp(summary: "Done", isOpen: false)]
        let row = ItemCSV.row(product: "aiq", audit: "m", item: item, summary: "Spins", note: "not checked")
        #expect(Dictionary(uniqueKeysWithValues: zip(ItemCSV.columns, row)) == [
            "product": "aiq", "audit": "m", "id": "a", "file": "A.swift", "line": "3", "severity": "high", "status": "fixed",
            "phase": "1", "pattern": "", "criteria": "2.3.3 2.2.2", "covered": "yes", "verification": "unverified",
            "verification_note": "not checked", "follow_ups": "Stop loops", "summary": "Spins",
        ])
        #expect(ItemCSV.header == ItemCSV.columns.joined(separator: ","))
    }
}
