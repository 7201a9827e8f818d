import DocGenCore
import Testing
@testable import DocGenSite

@Suite struct SiteLinkResolverTests {
    let resolver = SiteLinkResolver(audits: [
        "reduce-motion": .init(files: ["AIQ/Views/Common/LoadingOverlay.swift"],
                               itemFiles: ["loading-overlay.spin": "AIQ/Views/Common/LoadingOverlay.swift"]),
    ])

    @Test func auditLinksResolveToAuditPages() {
        #expect(resolver.resolve("audit:reduce-motion", from: "plans/plan.html")
            == .internal(href: "../audits/reduce-motion.html", target: LinkTarget(path: "audits/reduce-motion.html")))
        #expect(resolver.resolve("audit:reduce-motion/AIQ/Views/Common/LoadingOverlay.swift", from: "index.html")
            == .internal(href: "audits/reduce-motion/AIQ/Views/Common/LoadingOverlay.swift.html",
                         target: LinkTarget(path: "audits/reduce-motion/AIQ/Views/Common/LoadingOverlay.swift.html")))
        #expect(resolver.resolve("audit:reduce-motion#loading-overlay.spin", from: "index.html")
            == .internal(href: "audits/reduce-motion/AIQ/Views/Common/LoadingOverlay.swift.html#item-loading-overlay.spin",
                         target: LinkTarget(path: "audits/reduce-motion/AIQ/Views/Common/LoadingOverlay.swift.html",
                                            fragment: "item-loading-overlay.spin")))
    }

    @Test func unknownAuditsFilesAndItemsAreInvalid() {
        #expect(resolver.resolve("audit:voiceover", from: "index.html") == .invalid("no audit 'voiceover' (audits: reduce-motion)"))
        #expect(resolver.resolve("audit:reduce-motion/Nope.swift", from: "index.html")
            == .invalid("audit 'reduce-motion' has no file 'Nope.swift'"))
        #expect(resolver.resolve("audit:reduce-motion#nope", from: "index.html") == .invalid("audit 'reduce-motion' has no item 'nope'"))
    }

    @Test func otherLinksAreContentLinks() {
        #expect(resolver.resolve("../rules/x.md", from: "plans/plan.html")
            == .internal(href: "../rules/x.html", target: LinkTarget(path: "rules/x.html")))
        #expect(resolver.resolve("https://example.com", from: "index.html") == .external)
    }
}

@Suite struct LinkCheckerTests {
    @Test func reportsMissingPagesAndAnchorsAtTheirLocation() {
        var checker = LinkChecker()
        checker.addPage("index.html", anchors: ["intro", "café"])
        checker.files = ["images/logo.png"]
        let at = SourceLocation(file: "content/index.md", line: 3, column: 5)
        let links = [
            InternalLink(target: LinkTarget(path: "index.html", fragment: "intro"), written: "#intro", location: at),
            InternalLink(target: LinkTarget(path: "index.html", fragment: "caf%C3%A9"), written: "#caf%C3%A9", location: at),
            InternalLink(target: LinkTarget(path: "images/logo.png"), written: "images/logo.png", location: at),
            InternalLink(target: LinkTarget(path: "index.html", fragment: "outro"), written: "#outro", location: at),
            InternalLink(target: LinkTarget(path: "gone.html"), written: "gone.md", location: at),
        ]
        #expect(checker.check(links, strict: true).map(\.description) == [
            "content/index.md:3:5: error: broken link '#outro': no anchor '#outro' on index.html",
            "content/index.md:3:5: error: broken link 'gone.md': no page or file 'gone.html' in the site",
        ])
        #expect(checker.check(links, strict: false).allSatisfy { $0.severity == .warning })
    }
}
