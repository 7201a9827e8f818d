import DocGenAudit
import DocGenCore
import DocGenTestSupport
import Testing

/// Every diagnostic of parsing `marked`, with notes, as printed lines sorted by location.
func auditDiagnostics(_ marked: MarkedText) -> [String] {
    do {
        _ = try AuditLoader.parse(marked.text, file: marked.file)
        return []
    } catch {
        return Diagnostic.sortedForDisplay(error.diagnostics).flatMap { [$0.description] + $0.notes.map(\.description) }
    }
}

/// Expects parsing `marked` (an audit file with numbered markers, see ``MarkedText``) to report
/// exactly `expected`, its markers expanded to `audit.yml:line:column`, in location order.
func expectAuditErrors(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let text = MarkedText(marked, file: "audit.yml")
    #expect(auditDiagnostics(text) == expected.map(text.expand), sourceLocation: sourceLocation)
}
