import DocGenAudit
import DocGenCore
import DocGenTestSupport
import Foundation
import Testing

/// A site of two products: a conformance report each (with its self-contained copy under `reports/`),
/// the products' state on the home page, verification on the audit pages, and one CSV schema with
/// formula cells neutralised everywhere.
@Suite struct ProductReportTests {
    static let x = "<script>alert(1)</script>"

    static func project() throws -> FixtureProject {
        try FixtureProject("""
        -- docgen.yml --
        title: Program
        products:
          - id: aiq
            name: AIQ
            version: "1.8"
            contact: a11y@example.com
            conformance:
              - {criterion: 1.2.1, not_applicable: "No audio \(x)"}
          - {id: stride, name: Stride, scope: Onboarding only.}
        conformance:
          evaluator: In-house
          disclaimer: No warranty.
        audits:
          - data: audits/motion.yml
          - data: audits/labels.yml
        gate:
          - {audit: labels, required: 2}
        -- content/index.md --
        # Program
        -- audits/motion.yml --
        id: motion
        title: Motion
        product: aiq
        criteria: [2.3.3]
        items:
          - id: spinner
            file: App/A.swift
            line: 3
            severity: critical
            status: fixed
            summary: "=HYPERLINK(\\"http://evil.example\\",\\"x\\") spins `forever`"
            follow_ups: [Loops already running do not stop]
          - {id: fade, file: App/A.swift, line: 9, severity: low, status: fixed, summary: "-1 offset"}
        -- audits/labels.yml --
        id: labels
        title: Labels
        product: stride
        items:
          - {id: icon, file: App/B.swift, line: 1, severity: high, status: fixed, criteria: [1.1.1], summary: Icon}
          - {id: toggle, file: App/B.swift, line: 5, severity: high, status: open, criteria: [4.1.2], summary: Toggle}
        """, copyDefaultTheme: true)
    }

    static func build() throws -> FixtureProject {
        let project = try project()
        let result = try DocGenCommand.run(["build", "--no-cache"], in: project.root)
        #expect(result.status == 1, "the labels gate fails: \(result.stderr)")
        return project
    }

    /// The text of the `<style>` elements and the `style-src` of the page's policy.
    static func styles(_ page: String) -> (styles: [String], sources: String) {
        let styles = page.components(separatedBy: "<style>").dropFirst().map { $0.components(separatedBy: "</style>")[0] }
        let head = page.replacingOccurrences(of: "&#39;", with: "'")
        let policy = head.components(separatedBy: "style-src ").dropFirst().first.map { String($0.prefix { $0 != ";" }) } ?? ""
        return (styles, policy)
    }

    @Test func eachProductHasItsReportAndTheNavigationListsThem() throws {
        let project = try Self.build()
        #expect(!project.exists("site/conformance.html"))
        let aiq = try #require(project.read("site/conformance/aiq.html"))
        let stride = try #require(project.read("site/conformance/stride.html"))
        #expect(aiq.contains("<h1>AIQ 1.8: Accessibility Conformance Report</h1>"))
        #expect(aiq.contains("<dt>Contact</dt><dd><a href=\"mailto:a11y@example.com\">a11y@example.com</a></dd>"))
        #expect(aiq.contains("<dt>Evaluator</dt><dd>In-house</dd>"))
        #expect(aiq.contains("<tr id=\"wcag-2-3-3\" data-verdict=\"partially-supports\">"), "an open follow-up")
        #expect(aiq.contains("<tr id=\"wcag-1-2-1\" data-verdict=\"not-applicable\">"))
        #expect(aiq.contains("<p>No audio &lt;script&gt;alert(1)&lt;/script&gt;</p>") && !aiq.contains(Self.x))
        #expect(aiq.contains("<h2 id=\"disclaimer\">Legal disclaimer</h2>\n<p>No warranty.</p>"))
        #expect(aiq.contains("Reviewed by hand, not verified in code: 2 items (2.3.3): the audit names no sources."))
        #expect(stride.contains("<tr id=\"wcag-4-1-2\" data-verdict=\"does-not-support\">"))
        #expect(stride.contains("<tr id=\"wcag-1-2-1\" data-verdict=\"not-evaluated\">"), "AIQ's statement is not Stride's")
        #expect(stride.contains("<dt>Scope</dt><dd>Onboarding only.</dd>"))
        let motion = try #require(project.read("site/audits/motion.html"))
        #expect(motion.contains("<a href=\"../conformance/aiq.html\">Conformance: AIQ</a>"))
        #expect(motion.contains("<a href=\"../conformance/stride.html\">Conformance: Stride</a>"))
        #expect(motion.contains("<li><a href=\"../conformance/aiq.html\">Conformance report</a>"), "the audit's own product")
    }

    @Test func theHomePageSaysWhereEachProductStands() throws {
        let project = try Self.build()
        let home = try #require(project.read("site/index.html"))
        let status = try #require(home.components(separatedBy: "<section class=\"product-status\"").dropFirst().first)
        let cards: [String] = Array(status.components(separatedBy: "<li class=\"status-card\">").dropFirst())
        #expect(cards.count == 2)
        #expect(cards[0].contains("<h3><a href=\"conformance/aiq.html\">AIQ 1.8</a></h3>"))
        #expect(cards[0].contains("No Level AA claim: 54 of 55 criteria not evaluated"))
        #expect(cards[0].contains("<li><span class=\"verdict verdict-not-applicable\">Not Applicable</span> 1</li>"))
        #expect(cards[0].contains("<li><strong>0</strong> of 2 items open</li>"))
        #expect(cards[0].contains("<li><strong>2</strong> not verified in code</li>"))
        #expect(cards[0].contains("<li><strong>1</strong> open follow-ups</li>"))
        #expect(cards[0].contains("<li>No coverage gate</li>"))
        #expect(cards[1].contains("<li><strong>1</strong> of 2 items open</li>"))
        #expect(cards[1].contains("Gates: <strong>0 of 1</strong> passed (failing: <span class=\"gate-failed\">labels </span>)"))
        #expect(home.range(of: "product-status")!.lowerBound < home.range(of: "<div class=\"content\">")!.lowerBound,
                "the state comes right after the title")
    }

    @Test func theSelfContainedCopiesNeedNoOtherFileAndNoScript() throws {
        let project = try Self.build()
        let css = try #require(project.read("site/assets/docgen.css"))
        for path in ["site/reports/conformance-aiq.html", "site/reports/conformance-stride.html", "site/reports/motion-report.html"] {
            let page = try #require(project.read(path), "\(path)")
            #expect(!page.contains("<script"), "\(path): no script")
            #expect(!page.contains("<link rel=\"stylesheet\""), "\(path): no stylesheet file")
            #expect(page.contains("script-src") == false && page.contains("default-src 'none'"))
            let (styles, sources) = Self.styles(page)
            #expect(styles.count == 1)
            #expect(styles.first?.hasPrefix(css) == true, "\(path): the theme's whole CSS inline")
            #expect(sources == SHA256.cspSource(styles.first ?? ""), "\(path): the policy allows exactly that style")
            #expect(page.contains("class=\"kind-") && page.contains(" standalone\""))
        }
        let report = try #require(project.read("site/reports/motion-report.html"))
        #expect(report.contains("<a href=\"../audits/motion.html\">audit page</a>"), "links lead into the site from reports/")
        #expect(report.contains("@top-left{content:\"AIQ 1.8\"}@top-center{content:\"Report: Motion\"}"))
        let printable = try #require(project.read("site/audits/motion/report.html"))
        #expect(printable.contains("<a href=\"../../reports/motion-report.html\">motion-report.html</a>"))
    }

    @Test func everyPagesOwnStyleIsAllowedByItsHashAndNoOtherInlineStyle() throws {
        let project = try Self.build()
        for path in project.files(under: "site") where path.hasSuffix(".html") {
            let page = try #require(project.read("site/" + path))
            let (styles, sources) = Self.styles(page)
            #expect(styles.count == 1, "\(path)")
            #expect(sources == (path.hasPrefix("reports/") ? "" : "'self' ") + SHA256.cspSource(styles.first ?? ""), "\(path)")
            #expect(styles.first?.contains("@page{@top-left{content:") == true, "\(path): a running header")
        }
    }

    @Test func auditPagesShowVerificationAndOneCSVSchema() throws {
        let project = try Self.build()
        let page = try #require(project.read("site/audits/motion.html"))
        #expect(page.contains("<select id=\"filter-verification\" data-filter=\"verification\"><option value=\"\">All</option>"
                              + "<option>unverified</option><option>verified</option><option>unguarded</option><option>stale</option><option>skipped</option></select>"))
        #expect(page.contains("<th scope=\"col\" data-order=\"verified unverified unguarded stale skipped\">In code</th>"))
        #expect(page.contains("data-verification=\"unverified\""))
        #expect(page.contains("<td class=\"col-verification\" data-label=\"In code\"><span class=\"verdict-unverified\">not verified</span>"
                              + "<span class=\"verification-reason\">Follow-up open</span></td>"))
        #expect(page.contains("Not checked against the code: the audit names no Swift sources"))
        #expect(page.contains("<h2 id=\"follow-ups\">Known issues and follow-ups</h2>"))
        // The page's rows carry the lines of reports/motion.csv, header and all.
        let csv = try #require(project.read("site/reports/motion.csv"))
        let lines = csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = try #require(page.components(separatedBy: "data-csv-header=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(String(header) == lines[0])
        let rows = page.components(separatedBy: " data-csv=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let unescaped = rows.map { $0.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                                       .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                                       .replacingOccurrences(of: "&amp;", with: "&") }
        #expect(unescaped == Array(lines.dropFirst()))
    }

    @Test func formulaCellsAreNeutralisedInEveryCSV() throws {
        let project = try Self.build()
        let file = try #require(project.read("site/reports/motion.csv"))
        let check = try DocGenCommand.run(["check", "--format", "csv"], in: project.root)
        #expect(check.status == 1)
        for csv in [file, check.stdout] {
            #expect(csv.hasPrefix(ItemCSV.header + "\r\n"))
            #expect(csv.contains(",\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\") spins forever\"\r\n"),
                    "the formula neutralised, the Markdown gone")
            #expect(csv.contains(",'-1 offset\r\n"))
            #expect(csv.contains("aiq,motion,spinner,App/A.swift,3,critical,fixed,,,2.3.3,yes,unverified,"
                                 + "not checked against the code: the audit names no sources,Loops already running do not stop,"))
        }
        #expect(check.stdout.contains("stride,labels,toggle,App/B.swift,5,high,open,,,4.1.2,no,unverified,"))
    }
}
