import Testing
@testable import DocGenCore

@Suite struct SitePathsTests {
    @Test(arguments: [
        ("index.html", "plans/plan.html", "plans/plan.html"),
        ("plans/plan.html", "index.html", "../index.html"),
        ("plans/plan.html", "plans/other.html", "other.html"),
        ("a/b/c.html", "a/d.html", "../d.html"),
        ("a/b/c.html", "x/y/z.html", "../../x/y/z.html"),
        ("audits/rm/Views/A.swift.html", "audits/rm.html", "../../rm.html"),
    ])
    func relativeURLs(from: String, to: String, expected: String) {
        #expect(SitePaths.relative(from: from, to: to) == expected)
    }

    @Test func hrefsArePercentEncoded() {
        #expect(SitePaths.href(from: "index.html", to: "my page.html", fragment: "a b") == "my%20page.html#a%20b")
        #expect(ContentLinkResolver.encode("café/\"x\"<y>{z}|^`\\.html?q=1&r#s") == "caf%C3%A9/%22x%22%3Cy%3E%7Bz%7D%7C%5E%60%5C.html%3Fq=1%26r%23s")
        #expect(ContentLinkResolver.encode("plain/path-1_2.~html") == "plain/path-1_2.~html")
    }

    @Test func rootPrefix() {
        #expect(SitePaths.rootPrefix(from: "index.html") == "")
        #expect(SitePaths.rootPrefix(from: "a/b/c.html") == "../../")
    }
}

@Suite struct ContentLinkResolverTests {
    let resolver = ContentLinkResolver()

    @Test func markdownLinksBecomeHTML() {
        #expect(resolver.resolve("../standards/coding.md#reduce-motion", from: "plans/plan.html")
            == .internal(href: "../standards/coding.html#reduce-motion",
                         target: LinkTarget(path: "standards/coding.html", fragment: "reduce-motion")))
        #expect(resolver.resolve("#phases", from: "plans/plan.html")
            == .internal(href: "#phases", target: LinkTarget(path: "plans/plan.html", fragment: "phases")))
        #expect(resolver.resolve("rules/", from: "index.html")
            == .internal(href: "rules/index.html", target: LinkTarget(path: "rules/index.html")))
    }

    @Test func otherSchemesAreExternal() {
        #expect(resolver.resolve("https://example.com/a.md", from: "index.html") == .external)
        #expect(resolver.resolve("mailto:team@example.com", from: "index.html") == .external)
    }

    @Test func absoluteAndEscapingPathsAreInvalid() {
        guard case .invalid = resolver.resolve("/plans/plan.md", from: "index.html") else {
            Issue.record("an absolute path must be invalid")
            return
        }
        guard case .invalid = resolver.resolve("../../outside.md", from: "plans/plan.html") else {
            Issue.record("a path above the site must be invalid")
            return
        }
    }

    @Test func assetsAreCheckedAsFiles() {
        #expect(resolver.resolve("images/logo.png", from: "index.html")
            == .internal(href: "images/logo.png", target: LinkTarget(path: "images/logo.png")))
    }
}
