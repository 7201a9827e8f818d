import DocGenAudit
import DocGenCore
import DocGenTestSupport
import Testing

/// One fixture per validation error kind, each asserting the exact located message.
@Suite struct AuditValidationTests {
    static let header = """
    id: rm
    title: Reduce Motion
    phases:
      - id: 1
        title: One
    patterns:
      - id: fade
        title: Fade
    items:
    """

    /// A complete, valid item in the header's terms.
    static func item(_ id: String, line: Int = 1) -> String {
        """
          - id: \(id)
            file: Views/A.swift
            line: \(line)
            severity: high
            phase: 1
            pattern: fade
            status: fixed
            summary: Spins
        """
    }

    @Test func acceptsAValidAudit() throws {
        let audit = try AuditLoader.parse(Self.header + "\n" + Self.item("a") + "\n", file: "audit.yml")
        #expect(audit.id == "rm")
        #expect(audit.severities == Audit.defaultSeverities)
        #expect(audit.phases.map(\.id) == ["1"])
        #expect(audit.items.map(\.id) == ["a"])
        #expect(audit.items.first?.location.description == "audit.yml:10:9")
    }

    @Test func duplicateItemID() {
        expectAuditErrors(Self.header + """

          - id: 2️⃣a
            file: Views/A.swift
            line: 1
            severity: high
            status: open
            summary: First
          - id: 1️⃣a
            file: Views/B.swift
            line: 2
            severity: low
            status: open
            summary: Second
        """, ["1️⃣: error: duplicate item id 'a'", "2️⃣: note: 'a' is first defined here"])
    }

    @Test func duplicatePhaseAndPatternIDs() {
        expectAuditErrors("""
        id: rm
        title: Reduce Motion
        phases:
          - id: 3️⃣1
            title: One
          - id: 1️⃣1
            title: Again
        patterns:
          - id: 4️⃣fade
            title: Fade
          - id: 2️⃣fade
            title: Fade again
        items: []
        """, [
            "1️⃣: error: duplicate phase id '1'", "3️⃣: note: '1' is first defined here",
            "2️⃣: error: duplicate pattern id 'fade'", "4️⃣: note: 'fade' is first defined here",
        ])
    }

    @Test func unknownSeverityStatusPhaseAndPattern() {
        expectAuditErrors(Self.header + """

          - id: a
            file: Views/A.swift
            line: 1
            severity: 1️⃣urgent
            phase: 2️⃣9
            pattern: 3️⃣slide
            status: 4️⃣done
            summary: Spins
        """, [
            "1️⃣: error: unknown severity 'urgent' (allowed: critical, high, medium, low)",
            "2️⃣: error: unknown phase '9' (phases: 1)",
            "3️⃣: error: unknown pattern 'slide' (patterns: fade)",
            "4️⃣: error: unknown status 'done' (allowed: open, fixed, exempt, stale)",
        ])
    }

    @Test func referenceToAPhaseWhenNoneAreDefined() {
        expectAuditErrors("""
        id: rm
        title: Reduce Motion
        items:
          - id: a
            file: Views/A.swift
            line: 1
            severity: high
            phase: 1️⃣1
            status: open
            summary: Spins
        """, ["1️⃣: error: unknown phase '1' (the audit defines no phases)"])
    }

    @Test func missingRequiredFields() {
        expectAuditErrors(Self.header + """

          - 1️⃣id: a
            file: Views/A.swift
            line: 1
            severity: high
            status: open
          - 2️⃣file: Views/B.swift
            line: 1
            severity: high
            status: open
            summary: No id
        """, [
            "1️⃣: error: missing required key 'summary' in item 'a'",
            "2️⃣: error: missing required key 'id' in an item",
        ])
    }

    @Test func missingAuditTitleAndItems() {
        expectAuditErrors("""
        1️⃣id: rm
        """, [
            "1️⃣: error: missing required key 'items' in the audit",
            "1️⃣: error: missing required key 'title' in the audit",
        ])
    }

    @Test func exemptWithoutReason() {
        expectAuditErrors(Self.header + """

          - id: a
            file: Views/A.swift
            line: 1
            severity: high
            status: 1️⃣exempt
            summary: Fades
        """, ["1️⃣: error: exempt item 'a' needs a 'reason'"])
    }

    @Test func wrongTypes() {
        expectAuditErrors(Self.header + """

          - id: a
            file: 1️⃣[Views/A.swift]
            line: 2️⃣sixty
            severity: high
            status: open
            summary: Spins
        """, [
            "1️⃣: error: 'file' must be a string, found a list",
            "2️⃣: error: 'line' must be an integer, found a string",
        ])
    }

    @Test func unknownKeys() {
        expectAuditErrors(Self.header + """

          - id: a
            file: Views/A.swift
            line: 1
            severity: high
            status: open
            summary: Spins
            1️⃣colour: red
        2️⃣owner: me
        """, [
            "1️⃣: error: unknown key 'colour' in an item (known keys: after, before, criteria, file, follow_ups, id, line, notes, pattern, phase, reason, severity, status, summary)",
            "2️⃣: error: unknown key 'owner' in the audit (known keys: commit, conformance, criteria, description, id, items, notes, patterns, phases, product, severities, taken, ticket, title, verified)",
        ])
    }

    @Test func absoluteAndClimbingPaths() {
        expectAuditErrors(Self.header + """

          - id: a
            file: 1️⃣/Users/me/App/A.swift
            line: 1
            severity: high
            status: open
            summary: Spins
          - id: b
            file: 2️⃣Views/../../Secrets/B.swift
            line: 1
            severity: high
            status: open
            summary: Spins
        """, [
            "1️⃣: error: 'file' must be a path relative to the repository, found '/Users/me/App/A.swift'",
            "2️⃣: error: 'file' must not climb out of the repository with '..', found 'Views/../../Secrets/B.swift'",
        ])
    }

    @Test func nonPositiveLine() {
        expectAuditErrors(Self.header + """

          - id: a
            file: Views/A.swift
            line: 1️⃣0
            severity: high
            status: open
            summary: Spins
        """, ["1️⃣: error: 'line' must be a positive integer, found 0"])
    }

    @Test func auditIDMustBeASlugAndSeveritiesUnique() {
        expectAuditErrors("""
        id: 1️⃣Reduce Motion
        title: Reduce Motion
        severities: [high, 3️⃣low, 2️⃣low]
        items: []
        """, [
            "1️⃣: error: audit id 'Reduce Motion' must be a slug: lowercase letters, digits, '-', '_' or '.', starting with a letter or digit",
            "2️⃣: error: duplicate severity 'low'", "3️⃣: note: 'low' is first defined here",
        ])
    }

    @Test func jsonErrorsAreLocatedToo() {
        expectAuditErrors("""
        {
          "id": "rm",
          "title": "Reduce Motion",
          "items": [
            {"id": "a", "file": "Views/A.swift", "line": 1, "severity": 1️⃣"urgent", "status": "open", "summary": "S"}
          ]
        }
        """, ["1️⃣: error: unknown severity 'urgent' (allowed: critical, high, medium, low)"])
    }

    @Test func malformedYAMLIsLocated() {
        let diagnostics = auditDiagnostics(MarkedText("id: rm\ntitle: [unclosed\nitems: []\n", file: "audit.yml"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("audit.yml:") == true)
        #expect(diagnostics.first?.contains("error: invalid YAML") == true)
    }

    @Test func reportsEveryProblemAtOnce() {
        expectAuditErrors(Self.header + """

          - id: a
            file: Views/A.swift
            line: 1️⃣-3
            severity: 2️⃣urgent
            status: open
            summary: Spins
        \(Self.item("b"))
          - id: c
            file: 3️⃣../C.swift
            line: 1
            severity: low
            status: 4️⃣exempt
            summary: Fades
        """, [
            "1️⃣: error: 'line' must be a positive integer, found -3",
            "2️⃣: error: unknown severity 'urgent' (allowed: critical, high, medium, low)",
            "3️⃣: error: 'file' must not climb out of the repository with '..', found '../C.swift'",
            "4️⃣: error: exempt item 'c' needs a 'reason'",
        ])
    }
}
