@testable import DocGenScan
import DocGenTestSupport
import Testing

/// Runs every rule's documented examples, as SwiftLint's generated tests do: `↓` marks each failing site of
/// a triggering example, and a non-triggering example has no failing site.
@Suite struct RuleExampleTests {
    static func failing(in code: String, rule: String) -> [String] {
        AccessibilityScanner(rules: [rule]).scan(sources: [("Example.swift", code)]).failingSites.map { "\($0.line):\($0.column)" }
    }

    @Test(arguments: RuleRegistry.rules.map { ($0.id, $0.triggeringExamples, $0.nonTriggeringExamples) })
    func examples(rule: String, triggering: [String], nonTriggering: [String]) {
        #expect(!triggering.isEmpty, "\(rule) has no triggering example")
        #expect(!nonTriggering.isEmpty, "\(rule) has no non-triggering example")
        for example in triggering {
            let marked = MarkedText(example, markers: MarkedText.arrow)
            #expect(!marked.markers.isEmpty, "\(rule): triggering example without ↓: \(example)")
            #expect(Self.failing(in: marked.text, rule: rule) == marked.positions, "\(rule): \(example)")
        }
        for example in nonTriggering {
            #expect(Self.failing(in: example, rule: rule).isEmpty, "\(rule): \(example)")
        }
    }

    @Test func everyRuleIsDocumented() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.rules {
            #expect(!rule.title.isEmpty && !rule.description.isEmpty && !rule.summary.isEmpty, "\(rule.id)")
            #expect(!rule.criteria.isEmpty && rule.wcagCriteria.count == rule.criteria.count, "\(rule.id): criteria unknown to WCAG 2.2")
            #expect(rule.helpURI.hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/"), "\(rule.id)")
            #expect(!rule.severityRules.isEmpty && !rule.reasons.isEmpty, "\(rule.id)")
            #expect(rule.tags.allSatisfy { $0.hasPrefix("wcag") }, "\(rule.id)")
        }
    }

    @Test func reduceMotionIsTaggedLikeAxe() {
        #expect(ReduceMotionRule.tags == ["wcag2aaa", "wcag233"])
        #expect(ReduceMotionRule.helpURI == "https://www.w3.org/WAI/WCAG22/Understanding/animation-from-interactions.html")
    }

    @Test func matcherNamesMakeThePreFilter() {
        let names = AnimationSiteMatchers.all.reduce(into: Set<String>()) { $0.formUnion($1.names) }
        #expect(AnimationSiteMatchers.calleeNames == names)
        #expect(names.contains("perform"))
        #expect(Set(AnimationSiteMatchers.all.map { $0.identifier }).count == AnimationSiteMatchers.all.count)
    }
}
