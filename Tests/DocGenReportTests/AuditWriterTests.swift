import DocGenAudit
import DocGenCore
import DocGenReport
import DocGenScan
import DocGenTestSupport
import Foundation
import Testing
import Yams

@Suite struct AuditWriterTests {
    static func scan(_ body: String) -> [AuditItemDraft] {
        AccessibilityScanner().scan(sources: [("Views/Panel.swift", """
        import SwiftUI

        struct Panel: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var open = false

            var body: some View {
        \(body)
            }
        }
        """)]).sites.map(AuditItemDraft.init(site:))
    }

    static let first = scan("""
            Text("A").offset(y: open ? 0 : 40).animation(.spring, value: open)
            Text("B").rotationEffect(.degrees(open ? 90 : 0)).animation(reduceMotion ? nil : .easeIn, value: open)
            Text("C").opacity(open ? 1 : 0).animation(.easeIn, value: open)
    """)

    static func items(_ yaml: String) throws -> [[String: Any]] {
        let document = try #require(try Yams.load(yaml: yaml) as? [String: Any])
        return try #require(document["items"] as? [[String: Any]])
    }

    @Test func createsAnAuditFromSites() throws {
        let (yaml, summary) = try AuditWriter.render(Self.first, existing: nil, auditID: "reduce-motion", displayPath: "a.yml")
        #expect(summary == .init(added: 3, kept: 0, stale: 0))
        #expect(yaml.hasPrefix("id: reduce-motion\ntitle: Reduce Motion\n"))
        let items = try Self.items(yaml)
        try #require(items.count == 3)
        #expect(items.map { $0["status"] as? String } == ["open", "fixed", "exempt"])
        #expect(items.map { $0["severity"] as? String } == ["high", "high", "low"])
        #expect(items[2]["reason"] as? String == "opacity or colour only")
        #expect(items[0]["id"] as? String == "Views/Panel.swift:Panel.body:animation:1")
        #expect(items[0]["line"] as? Int == 8)
        #expect(yaml.contains("before: |\n"))
        let again = try AuditWriter.render(Self.first, existing: nil, auditID: "reduce-motion", displayPath: "a.yml")
        #expect(again.yaml == yaml)
    }

    @Test func mergeKeepsHumanFieldsMarksStaleAndAppendsNew() throws {
        let (created, _) = try AuditWriter.render(Self.first, existing: nil, auditID: "reduce-motion", displayPath: "a.yml")
        let edited = created
            .replacingOccurrences(of: "title: Reduce Motion", with: "title: Reduce Motion audit\nphases:\n- id: 1\n  title: Critical")
            .replacingOccurrences(of: "summary: animation spring, offset in Panel.body", with: "summary: Card slides in\n  phase: 1\n  notes: Checked by QA")
        #expect(edited != created)
        let second = Self.scan("""
                Text("new line above").padding()
                Text("A").offset(y: open ? 0 : 40).animation(.spring, value: open)
                Text("D").scaleEffect(open ? 1.2 : 1).transition(.scale)
        """)
        let (merged, summary) = try AuditWriter.render(second, existing: edited, auditID: "reduce-motion", displayPath: "a.yml")
        #expect(summary == .init(added: 1, kept: 1, stale: 2))
        #expect(merged.contains("title: Reduce Motion audit"))
        let items = try Self.items(merged)
        try #require(items.count == 4)
        #expect(items[0]["summary"] as? String == "Card slides in")
        #expect(items[0]["notes"] as? String == "Checked by QA")
        #expect(items[0]["phase"] as? Int == 1)
        #expect(items[0]["line"] as? Int == 9)
        #expect(items[1]["status"] as? String == "stale")
        #expect(items[2]["status"] as? String == "stale")
        #expect(items[3]["id"] as? String == "Views/Panel.swift:Panel.body:transition:1")
        #expect(items[3]["status"] as? String == "open")
    }

    @Test func onlyItemsOfTheRulesCriteriaAndOfFilesTheScanReadAreJudged() throws {
        let project = try FixtureProject("-- Views/Other.swift --\nimport SwiftUI\n")
        let existing = """
        id: mixed
        title: Mixed
        severities: [critical, high, medium, low]
        items:
          - id: labels.icon
            file: Views/Panel.swift
            line: 8
            severity: high
            criteria: [1.1.1]
            status: fixed
            summary: The icon is labelled
          - id: motion.elsewhere
            file: Views/Other.swift
            line: 3
            severity: high
            criteria: [2.3.3]
            status: fixed
            summary: Read by another scan
          - id: motion.deleted
            file: Views/Deleted.swift
            line: 3
            severity: high
            criteria: [2.3.3]
            status: fixed
            summary: Its file is gone

        """
        let scope = AuditWriter.Scope(criteria: ["2.3.3"], scannedFiles: ["Views/Panel.swift"], scannedPaths: ["Views"], root: project.root)
        let (merged, summary) = try AuditWriter.render(Self.first, existing: existing, auditID: "mixed", displayPath: "a.yml", scope: scope)
        #expect(summary == .init(added: 2, kept: 0, stale: 1, alreadyListed: 1), "the site at Panel.swift:8 is already listed")
        let items = try Self.items(merged)
        #expect(items.map { $0["status"] as? String } == ["fixed", "fixed", "stale", "fixed", "exempt"])
        #expect(merged.hasPrefix(existing.replacingOccurrences(of: "status: fixed\n    summary: Its file is gone", with: "status: stale\n    summary: Its file is gone")))
    }

    @Test func writesFilesAndReportsInvalidExistingAudit() throws {
        let project = try FixtureProject("-- audits/broken.yml --\nitems: [unclosed\n")
        #expect(throws: DiagnosticError.self) {
            try AuditWriter.write(Self.first, to: project.url("audits/broken.yml"), displayPath: "audits/broken.yml")
        }
        let summary = try AuditWriter.write(Self.first, to: project.url("audits/reduce-motion.yml"),
                                               displayPath: "audits/reduce-motion.yml")
        #expect(summary.added == 3)
        #expect(project.read("audits/reduce-motion.yml")?.hasPrefix("id: reduce-motion") == true)
    }
}
