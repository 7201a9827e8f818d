import DocGenAudit
import DocGenCore
import Testing

/// The computed views on a small fixture audit whose figures are worked out by hand below.
@Suite struct AuditSummaryTests {
    static let text = """
    id: rm
    title: Reduce Motion
    phases:
      - {id: 1, title: One, estimate: 4h}
      - {id: 2, title: Two}
    patterns:
      - {id: spin, title: Stop spinning, before: "spin()", after: "if !reduceMotion { spin() }"}
      - {id: unused, title: Unused}
    items:
      - {id: a1, file: Views/A.swift, line: 10, severity: high, phase: 1, pattern: spin, status: fixed, summary: "<b>A1</b>"}
      - {id: a2, file: Views/A.swift, line: 5, severity: low, phase: 2, status: open, summary: A2}
      - {id: b1, file: Views/B.swift, line: 3, severity: critical, phase: 2, status: exempt, reason: Fade, summary: B1}
      - {id: c1, file: Views/C.swift, line: 1, severity: high, phase: 1, pattern: spin, status: fixed, summary: C1}
      - {id: c2, file: Views/C.swift, line: 2, severity: medium, status: open, summary: C2}
      - {id: d1, file: Views/D.swift, line: 7, severity: high, status: stale, summary: D1}
    """

    static func audit() throws -> Audit { try AuditLoader.parse(text, file: "rm.yml") }

    @Test func totalsAndStatuses() throws {
        let summary = AuditSummary(audit: try Self.audit())
        let totals = summary.totals
        #expect([totals.total, totals.fixed, totals.exempt, totals.open, totals.stale, totals.covered, totals.unguarded]
            == [6, 2, 1, 2, 1, 3, 0])
        #expect(totals.coveredPercent == 50)
        #expect(summary.statuses.map { "\($0.status.rawValue)=\($0.count)" } == ["open=2", "fixed=2", "exempt=1", "stale=1"])
    }

    @Test func severityBreakdownInTheAuditsOrder() throws {
        let rows = AuditSummary(audit: try Self.audit()).severities
        #expect(rows.map { "\($0.severity) \($0.covered)/\($0.count)" } == ["critical 1/1", "high 2/3", "medium 0/1", "low 0/1"])
    }

    @Test func fileTableOrderAndCells() throws {
        let files = AuditSummary(audit: try Self.audit()).files
        #expect(files.map(\.file) == ["Views/B.swift", "Views/A.swift", "Views/C.swift", "Views/D.swift"])
        let a = try #require(files.first { $0.file == "Views/A.swift" })
        #expect(a.severityCounts.map(\.count) == [0, 1, 0, 1])
        #expect(a.highestSeverity == "high")
        #expect(a.phases == ["1", "2"])
        #expect((a.fixed, a.covered, a.total) == (1, 1, 2))
        #expect(a.items.map(\.id) == ["a2", "a1"])
        #expect(files.last?.phases == [])
    }

    @Test func phaseProgressAndPatternUsage() throws {
        let summary = AuditSummary(audit: try Self.audit())
        #expect(summary.phases.map { "\($0.phase.id) \($0.covered)/\($0.items) fixed \($0.fixed) \($0.phase.estimate ?? "-")" }
            == ["1 2/2 fixed 2 4h", "2 1/2 fixed 0 -"])
        #expect(summary.unphasedItems == 2)
        #expect(summary.patterns.map { "\($0.pattern.id) \($0.covered)/\($0.count) \($0.itemIDs)" }
            == ["spin 2/2 [\"a1\", \"c1\"]", "unused 0/0 []"])
        #expect(summary.patterns.first?.pattern.after == "if !reduceMotion { spin() }")
    }

    @Test func textIsKeptAsWrittenNotEscaped() throws {
        let audit = try Self.audit()
        #expect(audit.items.first?.summary == "<b>A1</b>")
        #expect(AuditCoverage(audit: audit).uncovered.first { $0.id == "a1" } == nil)
    }

    @Test func scannerFindingsChangeCoverage() throws {
        let audit = try Self.audit()
        let findings = [
            CoverageFinding(auditID: "rm", kind: .unguarded, id: "a1", file: "Views/A.swift", line: 10, severity: "high", message: "unguarded"),
            CoverageFinding(auditID: "rm", kind: .unaudited, id: "Views/E.swift:body:withAnimation:1", file: "Views/E.swift",
                            line: 4, severity: "medium", message: "withAnimation(.spring) without a Reduce Motion check"),
            CoverageFinding(auditID: "other", kind: .stale, id: "c1", file: "Views/C.swift", line: 1, severity: "high", message: "gone"),
        ]
        let coverage = AuditCoverage(audit: audit, findings: findings)
        #expect((coverage.covered, coverage.total, coverage.itemCount) == (2, 7, 6))
        let summary = AuditSummary(coverage)
        #expect((summary.totals.fixed, summary.totals.unguarded, summary.totals.covered, summary.totals.unaudited) == (2, 1, 2, 1))
        #expect(coverage.uncovered.map(\.errorLine) == [
            "Views/A.swift:5: error: [low] a2: A2 (open)",
            "Views/A.swift:10: error: [high] a1: <b>A1</b> (claimed fixed, unguarded in code)",
            "Views/C.swift:2: error: [medium] c2: C2 (open)",
            "Views/D.swift:7: error: [high] d1: D1 (stale)",
            "Views/E.swift:4: error: [medium] Views/E.swift:body:withAnimation:1: withAnimation(.spring) without a Reduce Motion check (unaudited)",
        ])
    }
}
