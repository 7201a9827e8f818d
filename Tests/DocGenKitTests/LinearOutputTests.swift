import DocGenCore
import DocGenKit
import DocGenMarkdown
import DocGenTestSupport
import Foundation
import Testing

/// Output grows linearly with content in every layout: no page repeats the whole site's navigation.
@Suite struct LinearOutputTests {
    /// The most links a page may carry besides those of its own body: site navigation (at most
    /// `listLimit` sections and `listLimit` pages of its section), header, footer and pager.
    static let navigationLinkBound = 100
    /// What the layout and bounded navigation may add to a page, in bytes.
    static let perPageBytes = 8_000

    enum Shape: String, CaseIterable {
        /// 1,000 pages directly in `content/`.
        case flat
        /// 1,000 pages in 10 folders of 10 subfolders of 10 pages.
        case nested

        func path(of page: Int) -> String {
            switch self {
            case .flat: String(format: "%04d-page.md", page)
            case .nested: String(format: "part-%d/chapter-%d/%04d-page.md", page / 100, page / 10 % 10, page)
            }
        }
    }

    /// A page body of about 1.5 kB: a heading, prose with inline code and emphasis, a list and a table.
    static func body(_ page: Int) -> String {
        """
        # Proposal \(page): a generated page

        This page describes change number \(page). It has *emphasis*, `inline code` and **strong text**, so that
        the renderer works as it does on a real proposal, with sentences long enough to wrap in an editor.

        - first point of page \(page)
        - second point, with `code`
        - third point

        | column | value |
        | ------ | ----- |
        | a      | \(page) |
        | b      | \(page * 2) |

        A closing paragraph that says nothing new but takes up space, as closing paragraphs do, on page \(page).

        """
    }

    @Test(arguments: Shape.allCases)
    func aThousandPageSiteHasBoundedNavigationAndLinearOutput(shape: Shape) throws {
        let project = try FixtureProject("-- docgen.yml --\ntitle: Generated\n", copyDefaultTheme: true)
        let renderer = MarkdownRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver())
        var bodies: [String: [String]] = [:]
        for page in 0..<1_000 {
            let path = shape.path(of: page)
            try project.write("content/" + path, Self.body(page))
            let rendered = renderer.render(Self.body(page), file: path, page: path, separateTitle: true)
            bodies[String(path.dropLast(3)) + ".html"] = [rendered.titleHTML ?? "", rendered.html]
        }
        _ = try Pipeline.build(BuildOptions(configFile: project.url("docgen.yml").path, toolVersion: "test"))

        var total = 0
        var checked = 0
        for file in project.files(under: "site") {
            let data = try Data(contentsOf: project.url("site/" + file))
            total += data.count
            guard let parts = bodies[file] else { continue }
            let html = String(decoding: data, as: UTF8.self)
            #expect(parts.allSatisfy { html.contains($0) }, "\(file) holds its title and body")
            let links = html.occurrences(of: "<a ") - parts.reduce(0) { $0 + $1.occurrences(of: "<a ") }
            #expect(links <= Self.navigationLinkBound, "\(file) has \(links) navigation links")
            checked += 1
        }
        #expect(checked == 1_000)
        let bodyBytes = bodies.values.joined().reduce(0) { $0 + $1.utf8.count }
        let pages = project.files(under: "site").filter { $0.hasSuffix(".html") }.count
        let bound = Int(1.3 * Double(bodyBytes)) + pages * Self.perPageBytes
        #expect(total <= bound, "\(shape): \(total) bytes written for \(bodyBytes) bytes of bodies in \(pages) pages")
    }
}

extension String {
    fileprivate func occurrences(of needle: String) -> Int {
        components(separatedBy: needle).count - 1
    }
}
