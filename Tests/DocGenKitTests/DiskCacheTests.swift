import DocGenCore
import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The build cache on disk: a build with nothing changed does nothing, a build after an edit
/// renders only what the edit reaches, and every output equals a clean build's, byte for byte.
@Suite struct DiskCacheTests {
    func options(_ project: FixtureProject, cache: Bool = true, output: String = "site") -> BuildOptions {
        var options = BuildOptions(configFile: project.url("docgen.yml").path, toolVersion: "test")
        options.cache = cache
        options.output = project.url(output).path
        return options
    }

    /// The files of a folder of the project, by path.
    func files(_ project: FixtureProject, _ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in project.files(under: folder) { files[path] = try Data(contentsOf: project.url("\(folder)/\(path)")) }
        return files
    }

    /// Builds with the cache and checks the output against a clean build without it.
    @discardableResult
    func buildMatchesCleanBuild(_ project: FixtureProject, _ label: Comment,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> BuildResult {
        let result = try Pipeline.build(options(project))
        _ = try Pipeline.build(options(project, cache: false, output: "clean"))
        let cached = try files(project, "site"), clean = try files(project, "clean")
        #expect(cached.keys.sorted() == clean.keys.sorted(), "\(label): the same files", sourceLocation: sourceLocation)
        let differing = clean.keys.filter { cached[$0] != nil && cached[$0] != clean[$0] }.sorted()
        #expect(differing.isEmpty, "\(label): files differ: \(differing)", sourceLocation: sourceLocation)
        return result
    }

    @Test func aBuildWithNothingChangedDoesNothingAndAnEditRendersOnlyWhatItReaches() throws {
        let project = try FixtureProject(IncrementalBuildTests.project, copyDefaultTheme: true)
        try project.write("App/Spinner.swift", IncrementalBuildTests.spinner)
        let first = try buildMatchesCleanBuild(project, "first build")
        #expect(!first.upToDate)
        #expect(first.statistics.pagesRendered == first.pageCount)
        #expect(project.files(under: ".build-docgen").count == 2, "a manifest and the rendered Markdown")

        let stampsBefore = try FileManager.default.attributesOfItem(atPath: project.url("site/index.html").path)[.modificationDate] as? Date
        let again = try Pipeline.build(options(project))
        #expect(again.upToDate)
        #expect(again.pageCount == first.pageCount)
        #expect(again.gates == first.gates)
        #expect(again.warnings == first.warnings)
        let stampsAfter = try FileManager.default.attributesOfItem(atPath: project.url("site/index.html").path)[.modificationDate] as? Date
        #expect(stampsBefore == stampsAfter, "an up-to-date build touches nothing")

        try project.write("content/plans/b.md", "# Plan B\n\nA new body of plan B, see [A](a.md).\n")
        let edited = try buildMatchesCleanBuild(project, "a body edit")
        #expect(!edited.upToDate)
        #expect(edited.statistics.pagesRendered == 1, "only the edited page is rendered")
        #expect(edited.statistics.markdownRendered == 1, "only the edited page's Markdown is rendered")
        #expect(edited.statistics.pagesKept == edited.pageCount - 1)

        try project.write("content/plans/b.md", "# Plan Bee\n\nA new body of plan B, see [A](a.md).\n")
        let retitled = try buildMatchesCleanBuild(project, "a title change")
        #expect(retitled.statistics.pagesRendered > 1 && retitled.statistics.pagesRendered < retitled.pageCount,
                "the pages that show the title, not the others")

        try FileManager.default.removeItem(at: project.url("site/plans/a.html"))
        let repaired = try buildMatchesCleanBuild(project, "a published file deleted by hand")
        #expect(!repaired.upToDate)
        #expect(project.exists("site/plans/a.html"))

        try project.write("site/plans/b.html", "tampered")
        try buildMatchesCleanBuild(project, "a published file edited by hand")

        let audit = try #require(project.read("audits/motion.yml"))
        try project.write("audits/motion.yml", audit.replacingOccurrences(of: "status: fixed", with: "status: open"))
        let reopened = try buildMatchesCleanBuild(project, "an audit item reopened")
        #expect(!reopened.passed)
        let cachedFailure = try Pipeline.build(options(project))
        #expect(cachedFailure.upToDate)
        #expect(!cachedFailure.passed, "an up-to-date build reports the same failed gate")
        #expect(cachedFailure.gates == reopened.gates)

        try project.write("themes/default/templates/page.mustache",
                          try #require(project.read("themes/default/templates/page.mustache")) + "\n")
        let retemplated = try buildMatchesCleanBuild(project, "a template edited")
        #expect(retemplated.statistics.pagesKept == 0, "a new theme renders every page")
        #expect(retemplated.statistics.markdownRendered == 0, "but needs no Markdown rendered again")

        for file in project.files(under: ".build-docgen") where file.hasSuffix(".markdown") {
            try project.write(".build-docgen/\(file)", "damaged")
        }
        try project.write("content/plans/a.md", try #require(project.read("content/plans/a.md")) + "\nMore.\n")
        let damaged = try buildMatchesCleanBuild(project, "a damaged Markdown archive")
        #expect(damaged.statistics.markdownRendered == 4, "a damaged archive is ignored: every page is rendered")
    }

    /// Red team 3, F9: a same-length edit of a cached page's HTML was published; a linked cache folder was followed.
    @Test func anEditedCacheIsNeverPublishedAndTheCacheIsAFolderOfItsOwn() throws {
        let project = try FixtureProject(IncrementalBuildTests.project, copyDefaultTheme: true)
        try project.write("App/Spinner.swift", IncrementalBuildTests.spinner)
        try project.write("content/plans/a.md", "# Plan A\n\nbbbb\n\n## Steps\n")
        try buildMatchesCleanBuild(project, "first build")
        let archive = try #require(project.files(under: ".build-docgen").first { $0.hasSuffix(".markdown") })
        let bytes = try Data(contentsOf: project.url(".build-docgen/\(archive)"))
        let poisoned = try #require(String(data: bytes, encoding: .isoLatin1)?.replacingOccurrences(of: "<p>bbbb</p>", with: "<p>PWND</p>"))
        #expect(poisoned.data(using: .isoLatin1)?.count == bytes.count && poisoned.contains("PWND"))
        try project.write(".build-docgen/\(archive)", data: try #require(poisoned.data(using: .isoLatin1)))
        try project.write("content/plans/b.md", "# Plan B\n\nAnother body.\n")
        let result = try buildMatchesCleanBuild(project, "a cache edited to the same length")
        #expect(project.read("site/plans/a.html")?.contains("PWND") == false)
        #expect(result.statistics.markdownRendered == 2, "the edited entry is rendered again, with the edited page")

        let manifest = try #require(project.files(under: ".build-docgen").first { $0.hasSuffix(".json") })
        let text = try #require(project.read(".build-docgen/\(manifest)"))
        try project.write(".build-docgen/\(manifest)", text.replacingOccurrences(of: "\"passed\":true", with: "\"passed\":fals"))
        #expect(try !Pipeline.build(options(project)).upToDate, "an edited manifest is not trusted")

        try FileManager.default.removeItem(at: project.url(".build-docgen"))
        try FileManager.default.createSymbolicLink(at: project.url(".build-docgen"), withDestinationURL: project.url("content/plans"))
        let before = FileTreeSnapshot(project.url("content"))
        do {
            _ = try Pipeline.build(options(project))
            Issue.record("a linked cache folder must be refused")
        } catch {
            #expect(error.diagnostics.map(\.description) == [".build-docgen: error: '.build-docgen' is a symbolic link; docgen keeps its "
                + "build cache only in a folder of its own beside docgen.yml, never through a link: remove the link (or build with --no-cache)"])
        }
        #expect(FileTreeSnapshot(project.url("content")) == before)
        try FileManager.default.removeItem(at: project.url(".build-docgen"))
        do {
            _ = try Pipeline.build(options(project, output: ".build-docgen"))
            Issue.record("the cache folder as the output must be refused")
        } catch {
            #expect(error.diagnostics.first?.message.contains("is docgen's build cache '.build-docgen'") == true, "\(error.diagnostics)")
        }
    }
}
