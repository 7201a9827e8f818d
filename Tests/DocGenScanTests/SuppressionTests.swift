@testable import DocGenScan
import Testing

@Suite struct SuppressionTests {
    @Test func parsesRulesAndReason() {
        #expect(Suppression.parse("// docgen:ignore reduce-motion: approved in ACC-1")?.rules == ["reduce-motion"])
        #expect(Suppression.parse("// docgen:ignore reduce-motion: approved in ACC-1")?.reason == "approved in ACC-1")
        #expect(Suppression.parse("//docgen:ignore reduce-motion, dynamic-type: both reviewed")?.rules == ["reduce-motion", "dynamic-type"])
        #expect(Suppression.parse("// docgen:ignore reduce-motion")?.reason == "")
        #expect(Suppression.parse("// a comment about docgen:ignore") == nil)
    }

    @Test func appliesToTheNextLineOrItsOwnLineAndWarnsOtherwise() {
        let code = """
        import SwiftUI
        struct V: View {
            @State var on = false
            var body: some View {
                // docgen:ignore reduce-motion: reviewed
                Circle().offset(y: on ? 0 : 40).animation(.spring, value: on)
                Circle().offset(y: on ? 0 : 40).animation(.spring, value: on) // docgen:ignore reduce-motion: reviewed too
                Circle().offset(y: on ? 0 : 40).animation(.spring, value: on) // docgen:ignore wobble: unknown rule
            }
        }
        """
        let result = AccessibilityScanner().scan(sources: [("V.swift", code)])
        #expect(result.sites.map(\.verdict) == [.exempt, .exempt, .fail])
        #expect(result.sites.map(\.suppression) == ["reviewed", "reviewed too", nil])
        #expect(result.diagnostics.map(\.message) == [
            "docgen:ignore names an unknown rule 'wobble'; known rules: \(RuleRegistry.ids.joined(separator: ", "))",
        ])
    }
}
