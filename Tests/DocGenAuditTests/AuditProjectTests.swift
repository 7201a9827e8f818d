import DocGenAudit
import DocGenCore
import DocGenTestSupport
import Foundation
import Testing

/// Checks across the audits of one project: ids unique across audits, gates naming loaded audits, missing files.
@Suite struct AuditProjectTests {
    static let audit = """
    title: Audit
    items:
      - id: a
        file: Views/A.swift
        line: 1
        severity: high
        status: fixed
        summary: Spins
    """

    func loadAll(_ files: String) throws -> (FixtureProject, Result<[Audit], DiagnosticError>) {
        let project = try FixtureProject(files)
        let config = try ConfigLoader.load(from: project.url("docgen.yml"))
        return (project, Result { () throws(DiagnosticError) in try AuditLoader.loadAll(config: config) })
    }

    func messages(_ result: Result<[Audit], DiagnosticError>) -> [String] {
        guard case let .failure(error) = result else { return [] }
        return Diagnostic.sortedForDisplay(error.diagnostics).flatMap { [$0.description] + $0.notes.map(\.description) }
    }

    @Test func loadsYAMLAndJSONAudits() throws {
        let (_, result) = try loadAll("""
        -- docgen.yml --
        audits:
          - data: audits/one.yml
          - data: audits/two.json
        gate:
          - audit: one
            required: 1
        -- audits/one.yml --
        id: one
        \(Self.audit)
        -- audits/two.json --
        {"id": "two", "title": "Two", "items": []}
        """)
        let audits = try result.get()
        #expect(audits.map(\.id) == ["one", "two"])
        #expect(audits.map(\.file) == ["audits/one.yml", "audits/two.json"])
    }

    @Test func duplicateAuditIDsAcrossAudits() throws {
        let (_, result) = try loadAll("""
        -- docgen.yml --
        audits:
          - data: a.yml
          - data: b.yml
        -- a.yml --
        id: same
        \(Self.audit)
        -- b.yml --
        id: same
        \(Self.audit)
        """)
        #expect(messages(result) == [
            "b.yml:1:5: error: duplicate audit id 'same'",
            "a.yml:1:5: note: 'same' is first defined here",
        ])
    }

    @Test func gateNamingAnUnknownAuditIsLocatedInTheConfig() throws {
        let (_, result) = try loadAll("""
        -- docgen.yml --
        audits:
          - data: a.yml
        gate:
          - audit: reduce-motion
            required: 68
        -- a.yml --
        id: motion
        \(Self.audit)
        """)
        #expect(messages(result) == ["docgen.yml:4:5: error: gate names unknown audit 'reduce-motion' (audits: motion)"])
    }

    @Test func duplicateGateForOneAudit() throws {
        let (_, result) = try loadAll("""
        -- docgen.yml --
        audits:
          - data: a.yml
        gate:
          - audit: motion
            required: 1
          - audit: motion
            required: 2
        -- a.yml --
        id: motion
        \(Self.audit)
        """)
        #expect(messages(result) == [
            "docgen.yml:6:5: error: duplicate gate for audit 'motion'",
            "docgen.yml:4:5: note: the first gate for 'motion' is here",
        ])
    }

    @Test func missingAuditFileIsLocatedAtItsReference() throws {
        let (_, result) = try loadAll("""
        -- docgen.yml --
        title: Site
        audits:
          - data: audits/missing.yml
        """)
        #expect(messages(result) == ["docgen.yml:3:5: error: audit data file 'audits/missing.yml' does not exist"])
    }

    @Test func auditDataOutsideTheProjectIsRejected() throws {
        let (project, _) = try loadAll("-- docgen.yml --\ntitle: Site\n")
        try project.write("inside/a.yml", "id: a\n" + Self.audit)
        let outside = try FixtureProject("-- x.yml --\nid: x\n" + Self.audit)
        try FileManager.default.createSymbolicLink(at: project.url("link"), withDestinationURL: outside.root)
        try project.write("docgen.yml", """
        audits:
          - data: ../outside.yml
          - data: /etc/hosts
          - data: link/x.yml
          - data: inside/../inside/a.yml
        """)
        let config = try ConfigLoader.load(from: project.url("docgen.yml"))
        let result = Result { () throws(DiagnosticError) in try AuditLoader.loadAll(config: config) }
        #expect(messages(result) == [
            "docgen.yml:2:5: error: audit data file '../outside.yml' must be inside the project folder",
            "docgen.yml:3:5: error: audit data file '/etc/hosts' must be inside the project folder",
            "docgen.yml:4:5: error: audit data file 'link/x.yml' must be inside the project folder",
        ])
    }

    @Test func errorsOfEveryAuditAreReportedTogether() throws {
        let (_, result) = try loadAll("""
        -- docgen.yml --
        audits:
          - data: a.yml
          - data: b.yml
        -- a.yml --
        id: a
        title: A
        items: 3
        -- b.yml --
        id: b
        items: []
        """)
        #expect(messages(result) == [
            "a.yml:3:8: error: 'items' must be a list, found an integer",
            "b.yml:1:1: error: missing required key 'title' in the audit",
        ])
    }
}
