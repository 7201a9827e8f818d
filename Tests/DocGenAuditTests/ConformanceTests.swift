import DocGenAudit
import DocGenCore
import Testing

/// The conformance report: a verdict per WCAG criterion from every audit's items, rows for every
/// criterion up to the target level, and criteria above it only when an audit names them.
@Suite struct ConformanceTests {
    static let motion = """
    id: motion
    title: Motion
    criteria: [2.3.3]
    items:
      - {id: spinner, file: A.swift, line: 1, severity: high, status: fixed, summary: Spinner}
      - {id: banner, file: A.swift, line: 9, severity: low, status: exempt, reason: Fades, summary: Banner}
    """

    static let labels = """
    id: labels
    title: Labels
    items:
      - {id: icon, file: B.swift, line: 1, severity: high, status: fixed, criteria: [1.1.1], summary: Icon}
      - {id: avatar, file: B.swift, line: 5, severity: high, status: open, criteria: [1.1.1, 4.1.2], summary: Avatar}
      - {id: title, file: B.swift, line: 8, severity: low, status: fixed, criteria: [1.4.4], summary: Title}
      - {id: toggle, file: B.swift, line: 12, severity: low, status: open, criteria: [4.1.2], summary: Toggle}
    """

    static let text = """
    id: text
    title: Text
    items:
      - {id: body, file: C.swift, line: 3, severity: high, status: open, criteria: [1.4.4], summary: Body}
    """

    func report(target: WCAGLevel = .aa, findings: [CoverageFinding] = []) throws -> ConformanceReport {
        let audits = [try AuditLoader.parse(Self.motion, file: "motion.yml"),
                      try AuditLoader.parse(Self.labels, file: "labels.yml"),
                      try AuditLoader.parse(Self.text, file: "text.yml")]
        let check = CheckResult(audits: audits, gates: [], findings: findings)
        return ConformanceReport(audits: check.audits, target: target)
    }

    func row(_ id: String, in report: ConformanceReport) throws -> ConformanceRow {
        try #require(report.rows.first { $0.criterion.id == id }, "row \(id)")
    }

    @Test func verdictsFollowTheCoverageOfEveryAuditsItems() throws {
        let report = try report()
        #expect(try row("2.3.3", in: report).verdict == .supports, "fixed and exempt items are covered")
        #expect(try row("1.1.1", in: report).verdict == .partiallySupports)
        #expect(try row("4.1.2", in: report).verdict == .doesNotSupport)
        #expect(try row("1.4.4", in: report).verdict == .partiallySupports, "one audit covers it, another does not")
        #expect(try row("1.4.4", in: report).audits.map(\.auditID) == ["labels", "text"])
        #expect(try row("2.4.7", in: report).verdict == .notEvaluated)
        #expect(try row("1.1.1", in: report).audits.first?.items.map(\.id) == ["icon", "avatar"])
    }

    @Test func theTargetListsEveryCriterionUpToItsLevelAndOnlyNamedOnesAbove() throws {
        let aa = try report(target: .aa)
        #expect(aa.targetRows.count == WCAG.criteria.count { $0.level <= .aa })
        #expect(aa.beyondTargetRows.map(\.criterion.id) == ["2.3.3"])
        #expect(aa.targetLevels == [.a, .aa])
        #expect(aa.rows.map(\.criterion) == aa.rows.map(\.criterion).sorted(), "rows in WCAG order")

        let a = try report(target: .a)
        #expect(a.beyondTargetRows.map(\.criterion.id) == ["1.4.4", "2.3.3"], "1.4.4 is Level AA, above a Level A target")
        #expect(a.targetRows.allSatisfy { $0.criterion.level == .a })

        let aaa = try report(target: .aaa)
        #expect(aaa.rows.count == WCAG.criteria.count)
        #expect(aaa.beyondTargetRows.isEmpty)
    }

    @Test func countsAndTheClaimAreComputed() throws {
        let report = try report()
        let counts = Dictionary(uniqueKeysWithValues: ConformanceReport.count(report.targetRows).map { ($0.verdict, $0.count) })
        #expect(counts[.partiallySupports] == 2)
        #expect(counts[.doesNotSupport] == 1)
        #expect(counts[.supports] == 0)
        #expect(counts[.notEvaluated] == report.targetRows.count - 3)
        #expect(!report.meetsTarget)
    }

    @Test func unauditedSitesCountAgainstTheAuditsOwnCriteria() throws {
        let unaudited = CoverageFinding(auditID: "motion", kind: .unaudited, id: "A.swift:V.body:withAnimation:1",
                                        file: "A.swift", line: 30, severity: "high", message: "unaudited animation")
        let report = try report(findings: [unaudited])
        let row = try row("2.3.3", in: report)
        #expect(row.verdict == .partiallySupports)
        #expect(row.audits.first?.unaudited.map(\.line) == [30])
        #expect(try self.row("1.1.1", in: report).audits.allSatisfy(\.unaudited.isEmpty), "only the audit's own criteria")
    }

    @Test func verdictBoundaries() {
        #expect(ConformanceVerdict(covered: 0, total: 0) == .notEvaluated)
        #expect(ConformanceVerdict(covered: 3, total: 3) == .supports)
        #expect(ConformanceVerdict(covered: 0, total: 3) == .doesNotSupport)
        #expect(ConformanceVerdict(covered: 1, total: 3) == .partiallySupports)
        #expect(ConformanceVerdict.partiallySupports.slug == "partially-supports")
    }
}
