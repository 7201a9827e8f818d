import DocGenAudit
import DocGenCore
import Foundation
import Testing

/// The 68-item fixture passes its gate; flipping one item to open fails it, naming the item's file and line.
@Suite struct GateEvaluatorTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/reduce-motion-68.yml")

    static func audit(flippingFirstFixedItem flip: Bool = false) throws -> Audit {
        var text = try String(contentsOf: fixture, encoding: .utf8)
        if flip, let range = text.range(of: "status: fixed") {
            text.replaceSubrange(range, with: "status: open")
        }
        return try AuditLoader.parse(text, file: "Tests/reduce-motion-68.yml")
    }

    static func gate(_ required: Int) -> GateConfig {
        GateConfig(audit: "reduce-motion", required: required, location: SourceLocation(file: "docgen.yml", line: 5, column: 5))
    }

    @Test func sixtyEightCoveredItemsPass() throws {
        let audit = try Self.audit()
        let results = GateEvaluator.evaluate([Self.gate(68)], audits: [audit])
        #expect(results.count == 1)
        #expect(results.first?.passed == true)
        #expect(results.first?.textLines == ["reduce-motion: 68/68 covered, 68 required: passed"])
    }

    @Test func oneOpenItemFailsNamingItsFileAndLine() throws {
        let audit = try Self.audit(flippingFirstFixedItem: true)
        let result = try #require(GateEvaluator.evaluate([Self.gate(68)], audits: [audit]).first)
        #expect(!result.passed)
        #expect(result.uncovered.map(\.id) == ["loadingOverlay.rotation"])
        #expect(result.textLines == [
            "Views/Common/LoadingOverlay.swift:20: error: [critical] loadingOverlay.rotation: Continuous rotation in `LoadingOverlay` (open)",
            "reduce-motion: 67/68 covered, 68 required: failed",
        ])
    }

    @Test func fewerItemsThanRequiredFails() throws {
        let result = GateEvaluator.evaluate(Self.gate(70), coverage: AuditCoverage(audit: try Self.audit()))
        #expect(!result.passed)
        #expect(result.summaryLine == "reduce-motion: 68/68 covered, 70 required: failed (the audit lists 68 items, fewer than 70 required)")
    }

    @Test func lowerRequirementPassesWithOpenItems() throws {
        let result = GateEvaluator.evaluate(Self.gate(67), coverage: AuditCoverage(audit: try Self.audit(flippingFirstFixedItem: true)))
        #expect(result.passed)
        #expect(result.textLines == ["reduce-motion: 67/68 covered, 67 required: passed"])
    }

    @Test func unauditedSiteFailsAnOtherwiseCoveredGate() throws {
        let finding = CoverageFinding(auditID: "reduce-motion", kind: .unaudited, id: "Views/New.swift:body:withAnimation:1",
                                      file: "Views/New.swift", line: 12, severity: "high", message: "withAnimation(.bouncy)")
        let result = GateEvaluator.evaluate([Self.gate(68)], audits: [try Self.audit()], findings: [finding])
        #expect(result.first?.textLines == [
            "Views/New.swift:12: error: [high] Views/New.swift:body:withAnimation:1: withAnimation(.bouncy) (unaudited)",
            "reduce-motion: 68/69 covered, 68 required: failed (1 unaudited site)",
        ])
    }

    @Test func checkResultPassesOnlyWhenEveryGatePasses() throws {
        let passing = CheckResult(audits: [try Self.audit()], gates: [Self.gate(68)])
        let failing = CheckResult(audits: [try Self.audit(flippingFirstFixedItem: true)], gates: [Self.gate(68)])
        #expect(passing.passed)
        #expect(!failing.passed)
        #expect(failing.audits.first?.summary.totals.open == 1)
    }
}
