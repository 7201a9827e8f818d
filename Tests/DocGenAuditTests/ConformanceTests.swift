import DocGenAudit
import DocGenCore
import Testing

/// The conformance report: a verdict per WCAG criterion from the items of a product's audits, rows for
/// every criterion up to the target level, and criteria above it only when an audit names them.
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

    static let product = Product(id: "app", name: "App", location: SourceLocation(file: "docgen.yml"))

    /// Audits of the product `app`.
    static func audits(_ texts: [(String, String)]) throws -> [Audit] {
        try texts.map { text, file in
            var audit = try AuditLoader.parse(text, file: file)
            if audit.product == nil { audit.product = product.id }
            return audit
        }
    }

    func report(target: WCAGLevel = .aa, findings: [CoverageFinding] = [], checked: Set<String> = [],
                product: Product = ConformanceTests.product) throws -> ConformanceReport {
        let audits = try Self.audits([(Self.motion, "motion.yml"), (Self.labels, "labels.yml"), (Self.text, "text.yml")])
        let check = CheckResult(audits: audits, gates: [], findings: findings, checkedAgainstCode: checked)
        return ConformanceReport(product: product, audits: check.audits, target: target)
    }

    func verified(_ audit: String, _ ids: [String]) -> [CoverageFinding] {
        ids.map { CoverageFinding(auditID: audit, kind: .verified, id: $0, file: "A.swift", line: 1, severity: "high",
                                  message: "reduce-motion: guarded", rule: "reduce-motion") }
    }

    func row(_ id: String, in report: ConformanceReport) throws -> ConformanceRow {
        try #require(report.rows.first { $0.criterion.id == id }, "row \(id)")
    }

    @Test func verdictsFollowTheCoverageOfEveryAuditsItems() throws {
        let report = try report()
        #expect(try row("2.3.3", in: report).verdict == .supportsUnverified, "fixed and exempt items are covered, not verified")
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
        #expect(counts[.supportsUnverified] == 0)
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

    @Test func onlyItemsVerifiedInCodeMakePlainSupports() throws {
        let all = try report(findings: verified("motion", ["spinner", "banner"]), checked: ["motion"])
        #expect(try row("2.3.3", in: all).verdict == .supports)
        #expect(try row("2.3.3", in: all).audits.first?.verified == 2)
        let half = try report(findings: verified("motion", ["spinner"]), checked: ["motion"])
        #expect(try row("2.3.3", in: half).verdict == .supportsUnverified, "one item is not verified")
        #expect(try row("2.3.3", in: report()).verdict.term == "Supports", "a kind of Supports in VPAT terms")
    }

    @Test func anOpenFollowUpOfACoveredItemMakesItPartial() throws {
        let text = """
        id: loops
        title: Loops
        criteria: [2.2.2]
        items:
          - id: spinner
            file: A.swift
            line: 1
            severity: critical
            status: fixed
            summary: Spinner
            follow_ups:
              - Stops only when the view appears again
          - id: glow
            file: A.swift
            line: 9
            severity: high
            status: fixed
            summary: Glow
            follow_ups:
              - {summary: Check on iPad, ticket: APP-2, status: done}
        """
        let audits = try Self.audits([(text, "loops.yml")])
        let check = CheckResult(audits: audits, gates: [])
        let report = ConformanceReport(product: Self.product, audits: check.audits, target: .aa)
        let row = try row("2.2.2", in: report)
        #expect(row.verdict == .partiallySupports)
        #expect(row.audits.first?.openFollowUps.map(\.item.id) == ["spinner"], "a done follow-up is no known issue")
        #expect(check.audits[0].audit.items[1].followUps == [FollowUp(summary: "Check on iPad", ticket: "APP-2", isOpen: false)])
    }

    @Test func notApplicableComesFromStatementsWithTheirReasons() throws {
        var product = Self.product
        product.statements = [CriterionStatement(criterion: try #require(WCAG.criterion("1.2.2")), notApplicable: "No video.",
                                                 location: SourceLocation(file: "docgen.yml", line: 3))]
        let text = """
        id: media
        title: Media
        conformance:
          - {criterion: 1.2.1, not_applicable: No audio.}
          - {criterion: 1.3.1, remarks: Checked with VoiceOver on every screen.}
        items: []
        """
        let audits = try Self.audits([(text, "media.yml")])
        let report = ConformanceReport(product: product, audits: CheckResult(audits: audits, gates: []).audits, target: .aa)
        #expect(try row("1.2.2", in: report).verdict == .notApplicable)
        #expect(try row("1.2.2", in: report).notApplicableReason == "No video.")
        #expect(try row("1.2.1", in: report).verdict == .notApplicable)
        #expect(try row("1.3.1", in: report).verdict == .notEvaluated, "remarks explain; they do not decide")
        #expect(try row("1.3.1", in: report).writtenRemarks == ["Checked with VoiceOver on every screen."])
        #expect(!report.gaps.contains { $0.criterion.id == "1.2.1" })
    }

    @Test func gapsBelowLevelAAAGiveOneWarningPerProduct() throws {
        let report = try report()
        #expect(report.gaps.count == report.targetRows.count - 3)
        #expect(report.gaps.allSatisfy { $0.criterion.level < .aaa && $0.verdict == .notEvaluated })
        let warning = try #require(report.gapWarning)
        #expect(warning.severity == .warning)
        #expect(warning.message.hasPrefix("App: \(report.gaps.count) of the 55 Level AA criteria are not evaluated (1.2.1, "))
        #expect(try self.report(target: .aaa).gaps.count == report.gaps.count, "Level AAA is never a gap")
    }

    @Test func aReportHoldsOnlyItsProductsAudits() throws {
        var other = try AuditLoader.parse(Self.text, file: "text.yml")
        other.product = "other"
        let mine = try Self.audits([(Self.motion, "motion.yml")])
        let check = CheckResult(audits: mine + [other], gates: [])
        let report = ConformanceReport(product: Self.product, audits: check.audits, target: .aa)
        #expect(report.auditIDs == ["motion"])
        #expect(try row("1.4.4", in: report).verdict == .notEvaluated)
    }

    @Test func verdictSlugsAndTerms() {
        #expect(ConformanceVerdict.partiallySupports.slug == "partially-supports")
        #expect(ConformanceVerdict.supportsUnverified.slug == "supports-unverified")
        #expect(ConformanceVerdict.supportsUnverified.rawValue == "Supports (not verified in code)")
        #expect(ConformanceVerdict.notApplicable.allowsClaim && !ConformanceVerdict.notEvaluated.allowsClaim)
        #expect(ConformanceVerdict.allCases.map(\.term) == ["Supports", "Supports", "Partially Supports", "Does Not Support",
                                                            "Not Applicable", "Not Evaluated"])
    }
}
