import DocGenTestSupport
import Foundation
import Testing

/// Files whose names hold spaces, unicode, `#`, `?`, `%`, quotes, `&` or look like a URL scheme:
/// links to them are decoded once, like browsers do, and every href docgen writes finds its file.
@Suite struct LinkEncodingTests {
    static let names = ["a b", "ünïcode", "a#b", "a?b", "per%cent", "it's \"q\"", "this & that", "javascript:alert(1)"]

    @Test func everyGeneratedHrefFindsItsFileWhenABrowserDecodesIt() throws {
        var files = "-- docgen.yml --\ntitle: T\nstrict_links: true\n-- content/index.md --\n# Home\n\n"
        for name in Self.names {
            let written = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            files += "- [\(name)](./\(written).md#section-two)\n"
        }
        files += "- [[ ] open task](./per%25cent.md)\n"
        for name in Self.names {
            files += "-- content/docs/\(name).md --\n# \(name)\n\n## Section two\n\n- [ ] a task\n"
            files += "-- content/\(name).md --\n# Top \(name)\n\n## Section two\n\n[up](index.md) [sibling](docs/a%20b.md#section-two)\n"
        }
        let project = try FixtureProject(files, copyDefaultTheme: true)
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        var checked = 0
        for page in project.files(under: "site") where page.hasSuffix(".html") {
            let html = try #require(project.read("site/\(page)"))
            for href in Self.hrefs(in: html) where !href.hasPrefix("#") {
                let (path, fragment) = Self.split(href)
                #expect(!(path.split(separator: "/").first ?? "").contains(":"), "\(page): '\(href)' reads as a URL scheme")
                let decoded = try #require(path.removingPercentEncoding, "\(page): '\(href)' does not decode")
                let target = URL(fileURLWithPath: project.url("site/\(page)").deletingLastPathComponent().path)
                    .appendingPathComponent(decoded).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page): '\(href)' → \(decoded) does not exist")
                if let fragment, decoded.hasSuffix(".html"), let targetHTML = try? String(contentsOf: target, encoding: .utf8) {
                    #expect(targetHTML.contains("id=\"\(fragment.removingPercentEncoding ?? fragment)\""), "\(page): '\(href)' has no anchor")
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    /// The search index's links are written like every other link (red team F10): a page named
    /// `javascript:alert(1).md` gives `./javascript:alert(1).html`, never a `javascript:` URL; `a#b`, `c%41d`
    /// and `q?x` are percent-encoded; headings' and items' anchors too. Each one, decoded once from the
    /// site's root, finds its file and its anchor.
    @Test func searchResultsLeadWhereEveryOtherLinkLeads() throws {
        var files = """
        -- docgen.yml --
        title: T
        audits:
          - data: audits/motion.yml
        -- content/index.md --
        # Home
        -- audits/motion.yml --
        id: motion
        title: Motion
        items:
          - {id: café.fade, file: "App/a#b c%41d.swift", line: 3, severity: high, status: fixed, summary: "Fades `x`"}

        """
        for name in Self.names + ["c%41d", "q?x"] {
            files += "-- content/\(name).md --\n# Top \(name)\n\n## Ünïcode & \"quotes\"\n\nText.\n"
        }
        let project = try FixtureProject(files, copyDefaultTheme: true)
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        let script = try #require(project.read("site/assets/search-index.js"))
        let json = script.dropFirst("window.DOCGEN_SEARCH_INDEX = ".count).dropLast(2)
        let index = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let pages = try #require(index["pages"] as? [[String]])
        let fileEntries = try #require(index["files"] as? [[String]])
        let items = try #require(index["items"] as? [[Any]])
        var hrefs = pages.map { $0[0] } + fileEntries.map { $0[0] }
        for page in pages {
            for heading in page.dropFirst(3) {
                let parts = heading.split(separator: "\t", maxSplits: 1)
                if parts.count == 2 { hrefs.append(page[0] + "#" + parts[1]) }
            }
        }
        hrefs += items.map { item in fileEntries[item[3] as! Int][0] + "#" + (item[6] as! String) }
        #expect(hrefs.contains("./javascript:alert(1).html") && hrefs.contains("a%23b.html") && hrefs.contains("c%2541d.html")
                && hrefs.contains("q%3Fx.html"), "\(hrefs)")
        #expect(hrefs.contains { $0.hasSuffix("#item-caf%C3%A9.fade") })
        for href in hrefs {
            #expect(!href.lowercased().hasPrefix("javascript:"))
            let (path, fragment) = Self.split(href)
            let decoded = try #require(path.removingPercentEncoding)
            let target = project.url("site/\(decoded)")
            #expect(FileManager.default.fileExists(atPath: target.path), "'\(href)' → \(decoded) does not exist")
            if let fragment, let html = try? String(contentsOf: target, encoding: .utf8) {
                #expect(html.contains("id=\"\(Self.escapedAttribute(fragment.removingPercentEncoding ?? fragment))\""), "'\(href)' has no anchor")
            }
        }
        #expect((items.first?[2] as? String) == "Fades x", "summaries are plain text, without Markdown")
    }

    static func escapedAttribute(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// The `href` attributes of a page, with HTML character references undone.
    static func hrefs(in html: String) -> [String] {
        html.matches(of: #/href="([^"]*)"/#).map { match in
            String(match.1).replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
        }
    }

    /// The path and the fragment of a relative URL, as a browser splits them (the query dropped).
    static func split(_ href: String) -> (String, String?) {
        var path = Substring(href)
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = path[..<hash]
        }
        if let query = path.firstIndex(of: "?") { path = path[..<query] }
        return (String(path), fragment)
    }
}
