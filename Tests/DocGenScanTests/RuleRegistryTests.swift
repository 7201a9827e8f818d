@testable import DocGenScan
import DocGenCore
import DocGenTestSupport
import Testing

/// The registry and the rules' typed vocabulary: every rule documents its reasons, examples and criteria, and
/// every reason a scan emits is one its rule documents, with the verdict it documents.
@Suite struct RuleRegistryTests {
    @Test func everyRuleHasReasonsExamplesAndCriteria() {
        #expect(Set(RuleRegistry.ids).count == RuleRegistry.ids.count)
        for rule in RuleRegistry.rules {
            #expect(!rule.criteria.isEmpty && rule.wcagCriteria.count == rule.criteria.count, "\(rule.id)")
            #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty, "\(rule.id)")
            let names = rule.reasons.map(\.name)
            #expect(Set(names).count == names.count, "\(rule.id): a reason is listed twice")
            #expect(rule.reasons.contains { $0.verdict == .fail }, "\(rule.id): no reason fails")
            #expect(rule.reasons.contains { $0.verdict == .pass }, "\(rule.id): no reason passes")
            #expect(rule.reasons.last?.name == SuppressionReason.suppressed.name, "\(rule.id)")
            #expect(rule.reasons.allSatisfy { !$0.meaning.isEmpty && !$0.name.isEmpty }, "\(rule.id)")
        }
    }

    @Test func everyRuleMakesItsAnalysis() {
        #expect(RuleRegistry.sessions(nil, options: ScanOptions()).map(\.ruleID) == RuleRegistry.ids)
        #expect(RuleRegistry.sessions(["voiceover"], options: ScanOptions()).map(\.ruleID) == ["voiceover"])
    }

    @Test func reasonsThatNameSomethingAreWrittenWithTheName() {
        #expect(ReduceMotionReason.safeWrapper("fadeIn").description == "safe-wrapper fadeIn")
        #expect(ReduceMotionReason.allCases.map(\.description).contains("nil-token NAME"))
        #expect(VoiceOverReason.accessibilityActionBy("tappable").description == "accessibility-action-by tappable")
        #expect(VoiceOverReason.allCases.map(\.description).contains("accessibility-action-by NAME"))
        #expect(DynamicTypeReason.allCases.allSatisfy { $0.subject == nil && $0.description == $0.rawValue })
        let site = ScanSite(rule: "voiceover", file: "V.swift", line: 1, column: 1, kind: "onTapGesture", severity: .high,
                            verdict: .pass, reason: "button-trait-by tappable", enclosing: "V.body", argument: "")
        #expect(site.reasonMeaning == VoiceOverReason.buttonTraitBy("NAME").meaning)
    }

    /// Every site of the fixture corpus and of every rule's examples: its reason is documented by its rule
    /// (a reason naming something by its first word) and gives the documented verdict.
    @Test func emittedReasonsAreDocumented() throws {
        var sites = try FixtureCorpusTests.result.get().sites
        for rule in RuleRegistry.rules {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                let code = MarkedText(example, markers: MarkedText.arrow).text
                sites += AccessibilityScanner(rules: [rule.id]).scan(sources: [("Example.swift", code)]).sites
            }
        }
        #expect(sites.count > 300)
        var emitted: [String: Set<String>] = [:]
        for site in sites {
            let rule = try #require(RuleRegistry.rule(site.rule))
            let head = site.reason.split(separator: " ").first.map(String.init) ?? site.reason
            let documented = rule.reasons.first { $0.name == site.reason || ($0.head == head && $0.name.hasSuffix(" NAME")) }
            #expect(documented != nil, "\(site.file):\(site.line): \(site.rule) reason '\(site.reason)' is not documented")
            #expect(documented?.verdict == site.verdict, "\(site.file):\(site.line): \(site.reason) gave \(site.verdict)")
            emitted[site.rule, default: []].insert(head)
        }
        for rule in RuleRegistry.rules {
            #expect((emitted[rule.id]?.count ?? 0) >= 5, "\(rule.id): \(emitted[rule.id] ?? [])")
        }
    }
}
