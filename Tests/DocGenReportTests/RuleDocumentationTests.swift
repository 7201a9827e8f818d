@testable import DocGenReport
import DocGenScan
import DocGenTestSupport
import Foundation
import Testing

/// `docgen scan --explain RULE`: every rule's page in both formats, whole, against golden files
/// (`DOCGEN_RECORD=1` re-records). The manual's rule pages are generated from the Markdown one.
@Suite struct RuleDocumentationTests {
    @Test(arguments: RuleRegistry.ids)
    func textPage(rule: String) throws {
        let documentation = RuleDocumentation(try #require(RuleRegistry.rule(rule)))
        let difference = Golden.compare(documentation.text, named: "explain-\(rule).txt")
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test(arguments: RuleRegistry.ids)
    func markdownPage(rule: String) throws {
        let documentation = RuleDocumentation(try #require(RuleRegistry.rule(rule)))
        let difference = Golden.compare(documentation.markdown, named: "explain-\(rule).md")
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// Both formats hold every fact of the rule's type, so neither can fall behind it.
    @Test(arguments: RuleRegistry.ids)
    func pagesHoldEveryFactOfTheRule(rule id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        let documentation = RuleDocumentation(rule)
        for page in [documentation.text, documentation.markdown] {
            for fact in [rule.id, rule.summary] + rule.criteria + rule.wcagCriteria.map(\.name) + rule.severityRules.map(\.name)
                + rule.allOptionKeys.map(\.name) + rule.reasons.map(\.name) + rule.reasons.map(\.verdict.rawValue) {
                #expect(page.contains(fact), "\(id): \(fact)")
            }
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                let lines = example.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                #expect(lines.allSatisfy { page.contains($0) }, "\(id): \(example)")
            }
        }
        let headings = documentation.markdown.split(separator: "\n").filter { $0.hasPrefix("# ") }
        #expect(headings == ["# \(rule.title)"])
        #expect(documentation.markdown.hasPrefix("# \(rule.title)\n"))
    }

    @Test func listHasARulePerLine() {
        let lines = RuleDocumentation.list.split(separator: "\n")
        #expect(lines.count == RuleRegistry.ids.count)
        #expect(lines.first == "reduce-motion\t2.3.3 (AAA)\tReduce Motion")
        #expect(lines.contains("voiceover\t1.1.1 (A), 4.1.2 (A)\tVoiceOver labels"))
    }

    @Test func proseIsEscapedOutsideCodeSpans() {
        #expect(Markdown.text("custom(_:size:) <T> [a] *b* `x_y <z>` c\\d") == "custom(\\_:size:) \\<T\\> \\[a\\] \\*b\\* `x_y <z>` c\\\\d")
        #expect(Markdown.cell("a | b `c | d`") == "a \\| b `c \\| d`")
    }
}
