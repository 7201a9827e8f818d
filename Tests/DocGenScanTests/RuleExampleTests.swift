@testable import DocGenScan
import Testing

/// Runs every site rule's documented examples: `↓` marks each unguarded site of a triggering example,
/// and a non-triggering example reports no unguarded site.
@Suite struct RuleExampleTests {
    /// Removes the `↓` markers, returning the code and the marked `line:column` positions (UTF-8 columns).
    static func strip(_ example: String) -> (code: String, positions: [String]) {
        var positions: [String] = []
        var lines: [String] = []
        for (index, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var text = String(line)
            while let range = text.range(of: "↓") {
                positions.append("\(index + 1):\(text[..<range.lowerBound].utf8.count + 1)")
                text.removeSubrange(range)
            }
            lines.append(text)
        }
        return (lines.joined(separator: "\n"), positions)
    }

    static func unguarded(in code: String) -> [String] {
        AnimationScanner().scan(sources: [("Example.swift", code)]).unguardedSites.map { "\($0.line):\($0.column)" }
    }

    @Test(arguments: AnimationSiteRules.all.map { ($0.identifier, $0.triggeringExamples, $0.nonTriggeringExamples) })
    func examples(identifier: String, triggering: [String], nonTriggering: [String]) {
        #expect(!triggering.isEmpty, "\(identifier) has no triggering example")
        #expect(!nonTriggering.isEmpty, "\(identifier) has no non-triggering example")
        for example in triggering {
            let (code, positions) = Self.strip(example)
            #expect(!positions.isEmpty, "\(identifier): triggering example without ↓: \(example)")
            #expect(Self.unguarded(in: code) == positions, "\(identifier): \(example)")
        }
        for example in nonTriggering {
            #expect(Self.unguarded(in: example).isEmpty, "\(identifier): \(example)")
        }
    }

    @Test func everyRuleHasADescriptionAndUniqueIdentifier() {
        let identifiers = AnimationSiteRules.all.map { $0.identifier }
        #expect(Set(identifiers).count == identifiers.count)
        #expect(AnimationSiteRules.all.allSatisfy { !$0.description.isEmpty })
    }
}
