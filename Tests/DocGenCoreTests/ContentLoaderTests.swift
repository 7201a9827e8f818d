import DocGenCore
import DocGenTestSupport
import Foundation
import Testing

/// Walking the content folder: pages and assets, links that stay inside it, and every problem at once.
@Suite struct ContentLoaderTests {
    func load(_ project: FixtureProject) throws(DiagnosticError) -> Content {
        try ContentLoader(directory: project.url("content"), displayDirectory: "content").load()
    }

    @Test func pagesAndAssetsAreFoundInEveryFolderInPathOrder() throws {
        let project = try FixtureProject("""
        -- content/b.md --
        ---
        title: B
        ---
        Body of b.
        -- content/a/x.md --
        # X
        -- content/a/deep/y.md --
        # Y
        -- content/a/image.svg --
        <svg/>
        -- content/.hidden.md --
        # hidden
        """)
        let content = try load(project)
        #expect(content.pages.map(\.path) == ["a/deep/y.md", "a/x.md", "b.md"])
        #expect(content.pages.map(\.outputPath) == ["a/deep/y.html", "a/x.html", "b.html"])
        #expect(content.pages.last?.frontMatter.title == "B")
        #expect(content.pages.last?.body == "Body of b.\n")
        #expect(content.pages.last?.bodyLineOffset == 3)
        #expect(content.assets.map(\.outputPath) == ["a/image.svg"])
    }

    @Test func linksInsideTheFolderAreFollowedOnceAndOthersAreLocatedErrors() throws {
        let project = try FixtureProject("""
        -- content/real/page.md --
        # Page
        -- outside/secret.md --
        # Secret
        """)
        let manager = FileManager.default
        try manager.createSymbolicLink(at: project.url("content/alias"), withDestinationURL: project.url("content/real"))
        try manager.createSymbolicLink(at: project.url("content/real/loop"), withDestinationURL: project.url("content/real"))
        let content = try load(project)
        #expect(content.pages.map(\.path) == ["alias/page.md"] || content.pages.map(\.path) == ["real/page.md"],
                "a folder reached twice is walked once: \(content.pages.map(\.path))")

        try manager.createSymbolicLink(at: project.url("content/leak"), withDestinationURL: project.url("outside"))
        try manager.createSymbolicLink(at: project.url("content/gone.md"), withDestinationURL: project.url("content/missing.md"))
        do {
            _ = try load(project)
            Issue.record("the links should be refused")
        } catch {
            let messages = error.diagnostics.map(\.description)
            #expect(messages.contains { $0.hasPrefix("content/leak: error: 'leak' leads outside the content folder") }, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("content/gone.md: error: 'gone.md' is a broken link") }, "\(messages)")
        }
    }

    @Test func everyUnreadablePageIsReported() throws {
        let project = try FixtureProject("-- content/ok.md --\n# OK\n")
        try project.write("content/bad1.md", data: Data([0x23, 0x20, 0xFF, 0xFE]))
        try project.write("content/bad2.md", data: Data([0xC3, 0x28]))
        do {
            _ = try load(project)
            Issue.record("invalid UTF-8 should be refused")
        } catch {
            #expect(error.diagnostics.compactMap(\.location?.file).sorted() == ["content/bad1.md", "content/bad2.md"])
        }
    }
}
