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
