import DocGenCore
import Foundation
import Testing

/// The WCAG 2.2 vocabulary: every success criterion once, with the level and Understanding page W3C gives it.
@Suite struct WCAGTests {
    @Test func declaresEveryWCAG22SuccessCriterionOnce() {
        #expect(WCAG.criteria.count == 86)
        #expect(Set(WCAG.criteria.map(\.id)).count == 86)
        #expect(Set(WCAG.criteria.map(\.name)).count == 86)
        #expect(WCAG.criteria == WCAG.criteria.sorted(), "declared in the Recommendation's order")
        let perLevel = Dictionary(grouping: WCAG.criteria, by: \.level).mapValues(\.count)
        #expect(perLevel == [.a: 31, .aa: 24, .aaa: 31])
        #expect(WCAG.criterion("4.1.1") == nil)
    }

    @Test func levelsOfTheCriteriaTheProgramUses() throws {
        let expected: [String: (String, WCAGLevel)] = [
            "2.3.3": ("Animation from Interactions", .aaa),
            "1.4.4": ("Resize Text", .aa),
            "1.1.1": ("Non-text Content", .a),
            "1.3.1": ("Info and Relationships", .a),
            "4.1.2": ("Name, Role, Value", .a),
            "2.4.3": ("Focus Order", .a),
            "2.4.6": ("Headings and Labels", .aa),
            "4.1.3": ("Status Messages", .aa),
            "1.4.10": ("Reflow", .aa),
            "2.2.2": ("Pause, Stop, Hide", .a),
            "3.3.2": ("Labels or Instructions", .a),
        ]
        for (id, (name, level)) in expected {
            let criterion = try #require(WCAG.criterion(id))
            #expect(criterion.name == name)
            #expect(criterion.level == level)
        }
    }

    @Test func understandingURLsFollowW3CNames() throws {
        let expected = [
            "1.4.4": "resize-text",
            "4.1.2": "name-role-value",
            "2.2.2": "pause-stop-hide",
            "1.2.1": "audio-only-and-video-only-prerecorded",
            "3.3.4": "error-prevention-legal-financial-data",
            "2.2.5": "re-authenticating",
            "2.4.11": "focus-not-obscured-minimum",
            "2.5.5": "target-size-enhanced",
            "2.3.3": "animation-from-interactions",
        ]
        for (id, slug) in expected {
            #expect(try #require(WCAG.criterion(id)).understandingURL == "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html")
        }
    }

    @Test func levelsIncludeTheOnesBelow() {
        #expect(WCAGLevel.a < .aa && .aa < .aaa)
        #expect(WCAGLevel.allCases.filter { $0 <= .aa } == [.a, .aa])
    }

    @Test func criteriaSortByNumberNotByText() throws {
        let reflow = try #require(WCAG.criterion("1.4.10"))
        let imagesOfText = try #require(WCAG.criterion("1.4.9"))
        #expect(imagesOfText < reflow)
        #expect(reflow.description == "1.4.10 Reflow (AA)")
    }

    @Test func conformanceLevelIsReadFromTheConfig() throws {
        let root = URL(fileURLWithPath: "/p")
        #expect(try ConfigLoader.parse("title: T\n", root: root, file: "docgen.yml").conformance.level == .aa)
        #expect(try ConfigLoader.parse("conformance: {level: AAA}\n", root: root, file: "docgen.yml").conformance.level == .aaa)
        #expect(try ConfigLoader.parse("conformance:\n  level: A\n", root: root, file: "docgen.yml").conformance.level == .a)
        do {
            _ = try ConfigLoader.parse("conformance:\n  level: AA+\n  target: 2.2\n", root: root, file: "docgen.yml")
            Issue.record("an unknown level is an error")
        } catch {
            #expect(error.diagnostics.map(\.description).sorted() == [
                "docgen.yml:2:10: error: 'level' must be one of: A, AA, AAA; found 'AA+'",
                "docgen.yml:3:3: error: unknown key 'target' in 'conformance' (known keys: contact, disclaimer, evaluator, level)",
            ])
        }
    }
}
