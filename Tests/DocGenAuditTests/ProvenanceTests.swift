import DocGenAudit
import DocGenCore
import Testing

/// `taken`, `verified`, `commit` and `ticket` are read as written and checked, each error at its value.
@Suite struct ProvenanceTests {
    @Test func validProvenanceIsKeptAsWritten() throws {
        let text = """
        id: rm
        title: Reduce Motion
        ticket: BTS-38
        taken: 2025-03-10
        verified: 2025-04-28
        commit: 4e1f9a27c3b8
        items: []
        """
        let audit = try AuditLoader.parse(text, file: "audit.yml")
        #expect(audit.provenance == Audit.Provenance(taken: "2025-03-10", verified: "2025-04-28", commit: "4e1f9a27c3b8", ticket: "BTS-38"))
    }

    @Test func badDatesCommitsAndTicketsAreLocatedErrors() {
        expectAuditErrors("""
        id: rm
        title: Reduce Motion
        ticket: 1️⃣BTS 38
        taken: 2️⃣March 2025
        verified: 3️⃣2025-13-01
        commit: 4️⃣HEAD
        items: []
        """, [
            "1️⃣: error: 'ticket' must be a ticket id without spaces, such as BTS-38",
            "2️⃣: error: 'taken' must be a date written YYYY-MM-DD, not 'March 2025'",
            "3️⃣: error: 'verified' must be a date written YYYY-MM-DD, not '2025-13-01'",
            "4️⃣: error: 'commit' must be a commit hash: 7 to 64 lowercase hexadecimal digits, not 'HEAD'",
        ])
    }

    @Test func deepLinksFillTheirTemplates() {
        let links = DeepLinks(sourceURL: "https://example.com/app/blob/{commit}/{path}#L{line}",
                              ticketURL: "https://example.com/browse/{ticket}")
        #expect(links.source(path: "App/My View.swift", line: 12, commit: "abc1234")
                == "https://example.com/app/blob/abc1234/App/My%20View.swift#L12")
        #expect(links.source(path: "App/A.swift", line: 1, commit: nil) == nil, "no commit, no link to moving code")
        #expect(links.sourcePattern(commit: "abc1234") == "https://example.com/app/blob/abc1234/{path}#L{line}")
        #expect(links.ticket("BTS-38") == "https://example.com/browse/BTS-38")
        #expect(DeepLinks().source(path: "A.swift", line: 1, commit: "abc1234") == nil)
    }
}
