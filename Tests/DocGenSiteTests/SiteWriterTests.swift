import DocGenCore
import DocGenTestSupport
import Foundation
import Testing
@testable import DocGenSite

@Suite struct SiteWriterTests {
    func build(_ files: [String: String], into project: FixtureProject, exchanges: Bool = true) throws {
        let writer = try SiteWriter(output: project.url("site"), exchanges: exchanges)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            try writer.write(path, Data(text.utf8))
        }
        try writer.commit()
    }

    /// Files the writer leaves beside the output (staging, spare, lock, journal).
    func besideTheOutput(_ project: FixtureProject) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: project.root.path)) ?? []).filter { $0.hasPrefix(".site.") }.sorted()
    }

    @Test func eachBuildReplacesTheSiteWithExactlyItsFiles() throws {
        let project = try FixtureProject()
        try build(["index.html": "one", "a/b.html": "b", "a/c.html": "c"], into: project)
        #expect(project.files(under: "site") == [".docgen-site", "a/b.html", "a/c.html", "index.html"])
        try build(["index.html": "two, longer", "a": "a file where a folder was"], into: project)
        #expect(project.files(under: "site") == [".docgen-site", "a", "index.html"])
        project.assertFileContent("site/index.html", "two, longer")
        try build(["index.html": "3", "a/d.html": "d"], into: project)
        #expect(project.files(under: "site") == [".docgen-site", "a/d.html", "index.html"])
        project.assertFileContent("site/index.html", "3")
        project.assertFileContent("site/a/d.html", "d")
        #expect(besideTheOutput(project) == [".site.docgen-spare"])
    }

    @Test func aDiscardedBuildLeavesTheSiteAsItWasAndKeepsNoPartialFiles() throws {
        let project = try FixtureProject()
        try build(["index.html": "kept"], into: project)
        try build(["index.html": "kept"], into: project)
        let writer = try SiteWriter(output: project.url("site"))
        try writer.write("index.html", Data("half-written".utf8))
        try writer.write("other.html", Data("never published".utf8))
        #expect(throws: DiagnosticError.self) { try writer.write("../escape.html", Data()) }
        writer.discard()
        #expect(project.files(under: "site") == [".docgen-site", "index.html"])
        project.assertFileContent("site/index.html", "kept")
        #expect(besideTheOutput(project) == [], "the partial staging folder is removed, not kept as the spare")
        try build(["index.html": "next"], into: project)
        #expect(project.files(under: "site") == [".docgen-site", "index.html"])
        project.assertFileContent("site/index.html", "next")
    }

    @Test func aSymbolicLinkInsideTheSiteIsNeverFollowed() throws {
        let project = try FixtureProject()
        let elsewhere = try FixtureProject("-- uploads/photo.txt --\nmine\n")
        let before = FileTreeSnapshot(elsewhere.root)
        try build(["index.html": "one", "uploads/a.html": "a"], into: project)
        try FileManager.default.removeItem(at: project.url("site/uploads"))
        try FileManager.default.createSymbolicLink(at: project.url("site/uploads"), withDestinationURL: elsewhere.url("uploads"))
        try FileManager.default.removeItem(at: project.url("site/index.html"))
        try FileManager.default.createSymbolicLink(at: project.url("site/index.html"), withDestinationURL: elsewhere.url("uploads/photo.txt"))
        for round in 0..<3 {
            try build(["index.html": "round \(round)", "uploads/a.html": "a\(round)", "uploads/photo.txt": "overwritten"], into: project)
            #expect(FileTreeSnapshot(elsewhere.root).changes(since: before) == [], "round \(round) wrote through a link")
        }
        project.assertFileContent("site/uploads/photo.txt", "overwritten")
        // A spare replaced by a link is not adopted either.
        try FileManager.default.removeItem(at: project.url(".site.docgen-spare"))
        try FileManager.default.createSymbolicLink(at: project.url(".site.docgen-spare"), withDestinationURL: elsewhere.url("uploads"))
        try build(["index.html": "last"], into: project)
        #expect(FileTreeSnapshot(elsewhere.root).changes(since: before) == [])
        #expect(project.files(under: "site") == [".docgen-site", "index.html"])
    }

    @Test func stagingFoldersOfKilledBuildsAreRemoved() throws {
        let project = try FixtureProject()
        try build(["index.html": "one"], into: project)
        for pid in [999_999_001, 999_999_002] {
            try project.write(".site.docgen-staging-\(pid)/index.html", "left by a killed build")
        }
        try project.write(".other.docgen-staging-5/keep.html", "another output's folder")
        try build(["index.html": "two"], into: project)
        #expect(besideTheOutput(project) == [".site.docgen-spare"])
        #expect(project.exists(".other.docgen-staging-5/keep.html"))
    }

    @Test func aBuildThatWritesNothingStillRemovesStagingFoldersOfDeadBuilds() throws {
        let project = try FixtureProject()
        try project.write(".site.docgen-staging-999999003/index.html", "left by a killed build")
        try project.write(".site.docgen-staging-1/index.html", "pid 1 is alive: not ours to remove")
        SiteWriter.removeStagingOfDeadBuilds(beside: project.url("site"))
        #expect(besideTheOutput(project) == [".site.docgen-staging-1"])
    }

    @Test func aReadOnlyPreviousSiteIsReplacedByAFreshStagingFolder() throws {
        let project = try FixtureProject()
        try build(["index.html": "one", "a/b.html": "b"], into: project)
        try build(["index.html": "two", "a/b.html": "b"], into: project)
        for path in ["site/a/b.html", "site/index.html", "site/a", "site", ".site.docgen-spare/a", ".site.docgen-spare"] {
            try FileManager.default.setAttributes([.posixPermissions: path.hasSuffix(".html") ? 0o444 : 0o555], ofItemAtPath: project.url(path).path)
        }
        for round in 3...5 {
            try build(["index.html": "\(round)", "a/c.html": "c"], into: project)
            project.assertFileContent("site/index.html", "\(round)")
            #expect(project.files(under: "site") == [".docgen-site", "a/c.html", "index.html"])
        }
    }

    @Test func aSecondWriterOfTheSameOutputIsRefusedWhileTheFirstHoldsIt() throws {
        let project = try FixtureProject()
        let first = try SiteWriter(output: project.url("site"))
        try first.write("index.html", Data("first".utf8))
        #expect {
            _ = try SiteWriter(output: project.url("site"))
        } throws: { error in
            "\(error)".contains("another docgen process (pid \(ProcessInfo.processInfo.processIdentifier)) is writing 'site' right now")
        }
        try first.commit()
        try build(["index.html": "second"], into: project)
        project.assertFileContent("site/index.html", "second")
        #expect(besideTheOutput(project) == [".site.docgen-spare"], "the lock file is removed")
    }

    @Test(arguments: [true, false])
    func theOutputPathHoldsAWholeSiteAtEveryInstant(exchanges: Bool) throws {
        let project = try FixtureProject()
        try build(["index.html": "0", "page.html": "0"], into: project)
        let missing = Counter()
        let done = Counter()
        let marker = project.url("site/.docgen-site").path
        let watcher = Thread {
            while done.value == 0 {
                if access(marker, F_OK) != 0 { missing.increment() }
            }
        }
        watcher.start()
        for round in 1...40 {
            try build(["index.html": "\(round)", "page.html": "\(round)"], into: project, exchanges: exchanges)
        }
        done.increment()
        while !watcher.isFinished { usleep(1000) }
        if exchanges {
            #expect(missing.value == 0, "the site was missing \(missing.value) times during 40 swaps")
        }
        project.assertFileContent("site/index.html", "40")
    }

    @Test func aSwapInterruptedBetweenItsRenamesIsUndoneByTheNextBuild() throws {
        let project = try FixtureProject()
        try build(["index.html": "old"], into: project)
        // What a kill between the journalled swap's two renames leaves: the journal, no output, the old site as the spare.
        try project.write(".site.docgen-swap", project.url("site").path)
        try FileManager.default.moveItem(at: project.url("site"), to: project.url(".site.docgen-spare"))
        let writer = try SiteWriter(output: project.url("site"))
        #expect(writer.notes.map(\.message).contains { $0.contains("restored 'site' from an interrupted build") })
        project.assertFileContent("site/index.html", "old")
        writer.discard()
        project.assertFileContent("site/index.html", "old")
        #expect(besideTheOutput(project) == [])
    }

    @Test func aFolderDocgenDidNotBuildIsNeverReplaced() throws {
        let project = try FixtureProject("-- site/mine.txt --\nmine\n")
        #expect(throws: DiagnosticError.self) { _ = try SiteWriter(output: project.url("site")) }
        #expect(project.files(under: "site") == ["mine.txt"])
        #expect(besideTheOutput(project) == [])
    }
}

/// A thread-safe counter for the watcher thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
