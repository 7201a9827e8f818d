import Foundation
import Testing
@testable import DocGenCore

@Suite struct HTMLTests {
    @Test(arguments: [
        ("loading-overlay.spinner-rotation",
         #"<span class="nowrap">loading-overlay.</span><wbr aria-hidden="true"><span class="nowrap">spinner-rotation</span>"#),
        ("AIQ/Views/A.swift:Root.body:withAnimation:1",
         #"<span class="nowrap">AIQ/</span><wbr aria-hidden="true"><span class="nowrap">Views/</span><wbr aria-hidden="true"><span class="nowrap">A.</span><wbr aria-hidden="true">"#
            + #"<span class="nowrap">swift:</span><wbr aria-hidden="true"><span class="nowrap">Root.</span><wbr aria-hidden="true"><span class="nowrap">body:</span><wbr aria-hidden="true">"#
            + #"<span class="nowrap">withAnimation:</span><wbr aria-hidden="true"><span class="nowrap">1</span>"#),
        ("no-separator-here", #"<span class="nowrap">no-separator-here</span>"#),
        ("trailing.", #"<span class="nowrap">trailing.</span>"#),
        ("a<b>.c&d", #"<span class="nowrap">a&lt;b&gt;.</span><wbr aria-hidden="true"><span class="nowrap">c&amp;d</span>"#),
        ("", ""),
    ])
    func idsBreakOnlyAfterTheirSeparators(id: String, expected: String) {
        #expect(HTML.breakableID(id) == expected)
    }

    @Test func pathsBreakOnlyAfterSlashes() {
        #expect(HTML.breakablePath("Views/Test/Timer-View.swift")
            == #"<span class="nowrap">Views/</span><wbr aria-hidden="true"><span class="nowrap">Test/</span><wbr aria-hidden="true"><span class="nowrap">Timer-View.swift</span>"#)
    }

    @Test func theTextIsUnchangedOnceTagsAreRemoved() {
        let id = "privacy-consent.policy-sections-stagger"
        let html = HTML.breakableID(id)
        let text = html.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        #expect(text == id)
    }
}
