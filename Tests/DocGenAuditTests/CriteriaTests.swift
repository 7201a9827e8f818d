import DocGenAudit
import DocGenCore
import Testing

/// `criteria:` on audits and items: known WCAG 2.2 criteria only, located errors otherwise, and the
/// audit's list as the default of items that name none.
@Suite struct CriteriaTests {
    static func audit(_ top: String, _ items: String) -> String {
        """
        id: onboarding
        title: Onboarding
        \(top)items:
        \(items)
        """
    }

    static func item(_ id: String, _ criteria: String? = nil) -> String {
        """
          - id: \(id)
            file: Views/A.swift
            line: 1
            severity: high
            status: fixed
            summary: Fixed\(criteria.map { "\n    criteria: \($0)" } ?? "")
        """
    }

    @Test func itemsInheritTheAuditsCriteriaUnlessTheyNameTheirOwn() throws {
        let text = Self.audit("criteria: [2.3.3]\n", [
            Self.item("inherits"), Self.item("own", "[1.4.4, 1.4.10]"), Self.item("none", "[]"),
        ].joined(separator: "\n"))
        let audit = try AuditLoader.parse(text, file: "audit.yml")
        #expect(audit.criteria.map(\.id) == ["2.3.3"])
        #expect(audit.items.map { $0.criteria.map(\.id) } == [["2.3.3"], ["1.4.4", "1.4.10"], []])
        #expect(audit.criteriaTouched.map(\.id) == ["1.4.4", "1.4.10", "2.3.3"])
    }

    @Test func anAuditWithoutCriteriaHasNone() throws {
        let audit = try AuditLoader.parse(Self.audit("", Self.item("a")), file: "audit.yml")
        #expect(audit.criteria.isEmpty)
        #expect(audit.items.first?.criteria.isEmpty == true)
    }

    @Test func unknownCriterionIsALocatedError() {
        expectAuditErrors(Self.audit("", """
          - id: a
            file: Views/A.swift
            line: 1
            severity: high
            status: fixed
            summary: Fixed
            criteria: [1.4.4, 1️⃣1.4.14]
        """), ["1️⃣: error: unknown WCAG criterion '1.4.14': WCAG 2.2 has no success criterion with that number"])
    }

    @Test func removedCriterionSaysItWasRemoved() {
        expectAuditErrors(Self.audit("criteria: [1️⃣4.1.1]\n", Self.item("a")),
                          ["1️⃣: error: WCAG criterion '4.1.1' (Parsing) was removed in WCAG 2.2"])
    }

    @Test func criterionListedTwice() {
        expectAuditErrors(Self.audit("criteria: [2️⃣1.1.1, 4.1.2, 1️⃣1.1.1]\n", Self.item("a")),
                          ["1️⃣: error: duplicate criterion '1.1.1'", "2️⃣: note: '1.1.1' is first defined here"])
    }

    @Test func criteriaMustBeAListOfStrings() {
        expectAuditErrors(Self.audit("criteria: 1️⃣1.4.4\n", """
          - id: a
            file: Views/A.swift
            line: 1
            severity: high
            status: fixed
            summary: Fixed
            criteria: [2️⃣{id: 1.4.4}]
        """), [
            "1️⃣: error: 'criteria' must be a list, found a string",
            "2️⃣: error: each entry of 'criteria' must be a string, found a mapping",
        ])
    }

    @Test func everyErrorOfTheFileIsReportedAtOnce() {
        expectAuditErrors(Self.audit("criteria: [1️⃣9.9.9]\n", """
          - id: a
            file: Views/A.swift
            line: 1
            severity: 2️⃣urgent
            status: fixed
            summary: Fixed
            criteria: [3️⃣2.3.4]
        """), [
            "1️⃣: error: unknown WCAG criterion '9.9.9': WCAG 2.2 has no success criterion with that number",
            "2️⃣: error: unknown severity 'urgent' (allowed: critical, high, medium, low)",
            "3️⃣: error: unknown WCAG criterion '2.3.4': WCAG 2.2 has no success criterion with that number",
        ])
    }
}
