import DocGenTestSupport
import Foundation
import Testing

/// WCAG criteria on audit pages: a table of the criteria the items touch, each item's criteria in its
/// row and on its file page, with the Understanding document's address written out for print.
@Suite struct CriteriaRenderingTests {
    static let x = "<script>alert(1)</script>"

    func project(criterion: String = "4.1.2") throws -> FixtureProject {
        try FixtureProject("""
        -- docgen.yml --
        title: Criteria
        audits:
          - data: audit.yml
        -- content/index.md --
        # Home
        -- audit.yml --
        id: labels
        title: Labels
        criteria: [1.1.1]
        items:
          - id: icon
            file: Views/Icon.swift
            line: 4
            severity: high
            status: fixed
            summary: "Icon \(Self.x)"
          - id: toggle
            file: Views/Toggle.swift
            line: 9
            severity: medium
            status: open
            criteria: [\(criterion), 1.4.4]
            summary: "Toggle \(Self.x)"
        """, copyDefaultTheme: true)
    }

    @Test func auditPageListsTheCriteriaWithTheirCounts() throws {
        let project = try project()
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try #require(project.read("site/audits/labels.html"))
        let resize = "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html"
        #expect(page.contains("""
        <tr id="wcag-1-1-1"><th scope="row" data-label="Criterion"><a href="../conformance.html#wcag-1-1-1">1.1.1 Non-text Content</a></th>\
        <td data-label="Level">A</td><td class="num" data-label="Items">1</td><td class="num" data-label="Covered">1</td>\
        <td data-label="Understanding document"><a class="url" href="https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html">\
        https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html</a></td></tr>
        """))
        #expect(page.contains("""
        <tr id="wcag-1-4-4"><th scope="row" data-label="Criterion"><a href="../conformance.html#wcag-1-4-4">1.4.4 Resize Text</a></th>\
        <td data-label="Level">AA</td><td class="num" data-label="Items">1</td><td class="num" data-label="Covered">0</td>
        """))
        #expect(page.contains("4.1.2 Name, Role, Value</a></th><td data-label=\"Level\">A</td>"))
        let rows = page.components(separatedBy: "<tr id=\"wcag-").dropFirst().map { String($0.prefix(5)) }
        #expect(rows == ["1-1-1", "1-4-4", "4-1-2"], "criteria in WCAG order")
        #expect(page.contains("<option value=\"4.1.2\">4.1.2 Name, Role, Value</option>"))
        #expect(page.contains("data-criteria=\"4.1.2 1.4.4 \""))
        #expect(page.contains("""
        <li><a class="criterion" href="#wcag-1-4-4" title="1.4.4 Resize Text (Level AA)">1.4.4<span class="visually-hidden"> Resize Text (Level AA)</span></a></li>
        """), "the item row shows the criterion's number, leading to its row, and its name and level to assistive technology")
        #expect(!page.contains("<span class=\"print-url\"> \(resize)</span>"), "the criteria table gives the address, not each row")
        #expect(!page.contains(Self.x))
        #expect(page.contains("Toggle &lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func filePageShowsTheItemsCriteria() throws {
        let project = try project()
        #expect(try DocGenCommand.run(["build"], in: project.root).status == 0)
        let page = try #require(project.read("site/audits/labels/Views/Icon.swift.html"))
        #expect(page.contains("""
        <li>WCAG <ul class="criteria-list"><li><a class="criterion" \
        href="https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html">1.1.1 Non-text Content</a> (A)
        """), "an item without criteria of its own shows the audit's")
    }

    @Test func anAuditWithoutCriteriaShowsNoCriteriaColumn() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        audits:
          - data: audit.yml
        -- content/index.md --
        # Home
        -- audit.yml --
        id: plain
        title: Plain
        items:
          - {id: a, file: A.swift, line: 1, severity: low, status: fixed, summary: A}
        """, copyDefaultTheme: true)
        #expect(try DocGenCommand.run(["build"], in: project.root).status == 0)
        let page = try #require(project.read("site/audits/plain.html"))
        #expect(!page.contains("id=\"criteria\""))
        #expect(!page.contains("<th scope=\"col\">WCAG</th>"))
        #expect(!page.contains("filter-criterion"))
    }

    @Test func anUnknownCriterionStopsTheBuildWithALocatedError() throws {
        let project = try project(criterion: "\"4.1.2<b>\"")
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains(
            "audit.yml:16:16: error: unknown WCAG criterion '4.1.2<b>': WCAG 2.2 has no success criterion with that number"))
        #expect(!project.exists("site"), "nothing is written")
    }
}
