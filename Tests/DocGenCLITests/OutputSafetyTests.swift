import DocGenTestSupport
import Foundation
import Testing

/// The output folder never replaces or lands inside the user's own files: every refused case
/// exits 2 with an error located at the `output:` line, and leaves every file of the project
/// (and of any folder outside it) byte-identical.
@Suite struct OutputSafetyTests {
    static let project = """
    -- docgen.yml --
    title: Safety
    output: site
    audits:
      - data: data/motion.yml
        sources: [App]
    -- content/index.md --
    # Home
    -- content/plans/plan.md --
    # Plan
    -- data/motion.yml --
    id: motion
    title: Motion
    items: []
    -- App/Views/HomeView.swift --
    import SwiftUI
    struct HomeView: View { var body: some View { Text("Hi") } }
    """

    struct Refusal: CustomTestStringConvertible, Sendable {
        var output: String
        var message: String
        var testDescription: String { "output: \(output)" }
    }

    static let refusals: [Refusal] = [
        Refusal(output: "content/", message: "is the content folder 'content'"),
        Refusal(output: "content", message: "is the content folder 'content'"),
        Refusal(output: "./content/../content//", message: "is the content folder 'content'"),
        Refusal(output: "content/sub", message: "lies inside the content folder 'content'"),
        Refusal(output: "themes", message: "is the themes folder 'themes'"),
        Refusal(output: "themes/default/site", message: "lies inside the themes folder 'themes'"),
        Refusal(output: "./", message: "is the project folder: building would replace docgen.yml"),
        Refusal(output: ".", message: "is the project folder"),
        Refusal(output: "..", message: "contains the project folder"),
        Refusal(output: "data/motion.yml", message: "is the audit data file 'data/motion.yml'"),
        Refusal(output: "data", message: "contains the audit data file 'data/motion.yml'"),
        Refusal(output: "App", message: "is the audit sources 'App'"),
        Refusal(output: "App/Views/site", message: "lies inside the audit sources 'App'"),
        Refusal(output: "App/../content/x/..", message: "is the content folder 'content'"),
    ]

    /// Runs `docgen build` and checks that it refused, said `message` at the `output:` line, and changed nothing.
    func expectRefused(_ project: FixtureProject, _ arguments: [String] = ["build"], message: String,
                       at location: String? = "docgen.yml:2:9", outside: URL? = nil,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = FileTreeSnapshot(project.root)
        let outsideBefore = outside.map(FileTreeSnapshot.init)
        let result = try DocGenCommand.run(arguments + ["--quiet"], in: project.root)
        #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        let prefix = location.map { "\($0): error: " } ?? "docgen: error: "
        #expect(result.stderr.contains(prefix + message), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(FileTreeSnapshot(project.root).changes(since: before) == [], sourceLocation: sourceLocation)
        if let outside, let outsideBefore {
            #expect(FileTreeSnapshot(outside).changes(since: outsideBefore) == [], sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: refusals)
    func theConfigsOutputMayNotBeTheProjectsOwnFiles(_ refusal: Refusal) throws {
        let project = try FixtureProject(Self.project, copyDefaultTheme: true)
        try project.write("docgen.yml", project.read("docgen.yml")!.replacingOccurrences(of: "output: site", with: "output: \(refusal.output)"))
        try expectRefused(project, message: "'output' (\(refusal.output)) \(refusal.message)")
        // `check` reports the same misconfiguration without writing anything either.
        try expectRefused(project, ["check"], message: "'output' (\(refusal.output)) \(refusal.message)")
    }

    @Test func anAbsoluteOutputIsCheckedLikeARelativeOne() throws {
        let project = try FixtureProject(Self.project, copyDefaultTheme: true)
        for (output, message) in [(project.root.path, "is the project folder"),
                                  (project.url("content").path + "/", "is the content folder 'content'")] {
            try project.write("docgen.yml", project.read("docgen.yml")!.replacing(#/output: .*/#, with: "output: \(output)"))
            try expectRefused(project, message: "'output' (\(output)) \(message)")
        }
    }

    @Test func symbolicLinksAreResolvedBeforeComparing() throws {
        let project = try FixtureProject(Self.project, copyDefaultTheme: true)
        try FileManager.default.createSymbolicLink(atPath: project.url("pages").path, withDestinationPath: "content")
        try FileManager.default.createSymbolicLink(atPath: project.url("up").path, withDestinationPath: "content/plans")
        for (output, message) in [("pages", "is the content folder 'content'"),
                                  ("pages/sub", "lies inside the content folder 'content'"),
                                  ("up/..", "is the content folder 'content'")] {
            try project.write("docgen.yml", project.read("docgen.yml")!.replacing(#/output: .*/#, with: "output: \(output)"))
            try expectRefused(project, message: "'output' (\(output)) \(message)")
        }
    }

    @Test func anOutputThatContainsTheContentFolderIsRefused() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        content: docs/src
        output: docs
        -- docs/src/index.md --
        # Home
        """, copyDefaultTheme: true)
        try expectRefused(project, message: "'output' (docs) contains the content folder 'docs/src'")
    }

    @Test func withoutAnOutputKeyTheErrorIsAtTheKeyItCollidesWith() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Docs
        content: site
        -- site/index.md --
        # Home
        """, copyDefaultTheme: true)
        try expectRefused(project, message: "'output' (site) is the content folder 'site'", at: "docgen.yml:2:10")
    }

    @Test func theCommandLineOutputGetsTheSameChecks() throws {
        let project = try FixtureProject(Self.project, copyDefaultTheme: true)
        try expectRefused(project, ["build", "--output", "content"], message: "--output 'content' is the content folder 'content'", at: nil)
        try expectRefused(project, ["build", "--output", "."], message: "--output '.' is the project folder", at: nil)
        try expectRefused(project, ["build", "--output", "App/x"], message: "--output 'App/x' lies inside the audit sources 'App'", at: nil)
    }

    @Test func aNonEmptyFolderDocgenDidNotBuildIsLeftAlone() throws {
        let project = try FixtureProject(Self.project.replacingOccurrences(of: "    sources: [App]\n", with: ""), copyDefaultTheme: true)
        try project.write("site/notes.txt", "my own notes\n")
        try expectRefused(project, message: "'output' (site) is a folder docgen did not build (it has no .docgen-site file) and is not empty")

        let outside = try FixtureProject("-- photos/cat.txt --\nmeow\n")
        try expectRefused(project, ["build", "--output", outside.url("photos").path],
                          message: "--output '\(outside.url("photos").path)' is a folder docgen did not build", at: nil,
                          outside: outside.root)
        try project.write("docgen.yml", project.read("docgen.yml")!.replacingOccurrences(of: "output: site", with: "output: \(outside.url("photos").path)"))
        try expectRefused(project, message: "'output' (\(outside.url("photos").path)) is a folder docgen did not build", outside: outside.root)

        try project.write("docgen.yml", project.read("docgen.yml")!.replacingOccurrences(of: outside.url("photos").path, with: "notes.md"))
        try project.write("notes.md", "a file, not a folder\n")
        try expectRefused(project, message: "'output' (notes.md) is a file, not a folder")
    }

    @Test func aSiteDocgenBuiltAndAnEmptyFolderAreReplaced() throws {
        let project = try FixtureProject(Self.project.replacingOccurrences(of: "    sources: [App]\n", with: ""), copyDefaultTheme: true)
        try FileManager.default.createDirectory(at: project.url("site"), withIntermediateDirectories: true)
        let first = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(first.status == 0, "\(first.stderr)")
        project.assertFileContent("site/.docgen-site", contains: ["built by docgen", "\ndocgen-site-files 1\n.docgen-site\n", "\nindex.html\n"])
        try project.write("content/index.md", "# Home again\n")
        let second = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(second.status == 0, "\(second.stderr)")
        project.assertFileContent("site/index.html", contains: ["Home again"])
    }

    /// Red team 3, F7: any file named `.docgen-site` let docgen take a folder; the next build deleted its files.
    @Test(arguments: ["empty", "garbage", "copied", "earlier docgen"])
    func aMarkerThatDoesNotListAFolderFilesNeverLetsDocgenDeleteThem(_ kind: String) throws {
        let project = try FixtureProject(Self.project.replacingOccurrences(of: "    sources: [App]\n", with: ""), copyDefaultTheme: true)
        #expect(try DocGenCommand.run(["build", "--quiet"], in: project.root).status == 0)
        let victim = try FixtureProject("-- v/docs/thesis.txt --\nprecious\n")
        let marker: Data = switch kind {
        case "empty": Data()
        case "garbage": Data("not a marker at all\n".utf8)
        case "copied": try Data(contentsOf: project.url("site/.docgen-site"))
        default: Data("This folder is a site built by docgen. docgen replaces the whole folder on every build,\n".utf8)
        }
        try victim.write("v/.docgen-site", data: marker)
        let output = victim.url("v").path
        try expectRefused(project, ["build", "--output", output],
                          message: "--output '\(output)' is not a site docgen can replace", at: nil, outside: victim.root)
        let result = try DocGenCommand.run(["build", "--output", output], in: project.root)
        #expect(result.stderr.contains("would delete them: 'docs/thesis.txt'"), "\(result.stderr)")
        #expect(!result.stderr.contains("render pages failed"), "the step that refuses is named: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.root.path).sorted() == ["v"], "no spare, no staging")
        victim.assertFileContent("v/docs/thesis.txt", "precious\n")
    }

    @Test func aFileAddedToTheSiteByHandIsNamedNotDeleted() throws {
        let project = try FixtureProject(Self.project.replacingOccurrences(of: "    sources: [App]\n", with: ""), copyDefaultTheme: true)
        #expect(try DocGenCommand.run(["build", "--quiet"], in: project.root).status == 0)
        try project.write("site/stray.html", "left by hand\n")
        try expectRefused(project, ["build", "--no-cache"], message: "'output' (site) is not a site docgen can replace: it holds files that its .docgen-site "
                          + "file does not list as written by docgen, and replacing the folder would delete them: 'stray.html'")
        try FileManager.default.removeItem(at: project.url("site/stray.html"))
        #expect(try DocGenCommand.run(["build", "--quiet"], in: project.root).status == 0)
    }

    /// Red team 3, F2: the spare's files were rewritten in place, so a hard link carried the write outside the output.
    @Test func aHardLinkInTheSpareNeverCarriesAWriteOutside() throws {
        let project = try FixtureProject(Self.project.replacingOccurrences(of: "    sources: [App]\n", with: ""), copyDefaultTheme: true)
        #expect(try DocGenCommand.run(["build", "--quiet"], in: project.root).status == 0)
        try project.write("content/index.md", "# Home\n\nc1\n")
        #expect(try DocGenCommand.run(["build", "--quiet"], in: project.root).status == 0)
        let config = try #require(project.read("docgen.yml"))
        let page = try #require(project.read("content/plans/plan.md"))
        for (link, target) in [(".site.docgen-spare/index.html", "docgen.yml"), (".site.docgen-spare/plans/plan.html", "content/plans/plan.md")] {
            try FileManager.default.removeItem(at: project.url(link))
            try FileManager.default.linkItem(at: project.url(target), to: project.url(link))
        }
        try project.write("content/index.md", "# Home\n\nc2\n")
        let result = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        project.assertFileContent("docgen.yml", config)
        project.assertFileContent("content/plans/plan.md", page)
        project.assertFileContent("site/index.html", contains: ["c2"])
        project.assertFileContent("site/plans/plan.html", contains: ["<h1"])
    }

    @Test func aHardLinkSnapshotOfTheSiteIsNeverRewritten() throws {
        let project = try FixtureProject(Self.project.replacingOccurrences(of: "    sources: [App]\n", with: ""), copyDefaultTheme: true)
        for version in 1...2 {
            try project.write("content/index.md", "# Home\n\nv\(version)\n")
            #expect(try DocGenCommand.run(["build", "--quiet"], in: project.root).status == 0)
        }
        // `cp -al site snapshot`: every file of the snapshot is another name of a file of the site.
        let snapshot = try FixtureProject()
        for file in project.files(under: "site") {
            let target = snapshot.url("snap/\(file)")
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.linkItem(at: project.url("site/\(file)"), to: target)
        }
        let before = FileTreeSnapshot(snapshot.root)
        for version in 3...4 {
            try project.write("content/index.md", "# Home\n\nv\(version)\n")
            #expect(try DocGenCommand.run(["build", "--quiet"], in: project.root).status == 0)
        }
        project.assertFileContent("site/index.html", contains: ["v4"])
        #expect(FileTreeSnapshot(snapshot.root) == before, "the snapshot still holds the site of v2")
    }

    @Test func killedBuildsLeaveAWholeSiteAndNoLeftovers() throws {
        var files = Self.project.replacingOccurrences(of: "    sources: [App]\n", with: "")
        for index in 0..<300 {
            files += "\n-- content/pages/page\(index).md --\n# Page \(index)\n\n" + String(repeating: "Some *text* here.\n\n", count: 40)
        }
        let project = try FixtureProject(files, copyDefaultTheme: true)
        #expect(try DocGenCommand.run(["build", "--quiet"], in: project.root).status == 0)
        for round in 0..<12 {
            let process = Process()
            process.executableURL = RepositoryPaths.docgenExecutable
            process.arguments = ["build", "--quiet"]
            process.currentDirectoryURL = project.root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(20_000 + round * 25_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(project.exists("site/.docgen-site") && project.exists("site/pages/page299.html"), "round \(round)")
        }
        let last = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(last.status == 0, "\(last.stderr)")
        let beside = try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix(".site.") }
        #expect(beside.filter { $0 != ".site.docgen-spare" } == [], "staging folders, locks or journals of killed builds are left")
    }

    @Test func twoBuildsIntoTheSameOutputAtOnceNeverMix() throws {
        let project = try FixtureProject(Self.project.replacingOccurrences(of: "    sources: [App]\n", with: ""), copyDefaultTheme: true)
        for _ in 0..<3 {
            let runs = try (0..<2).map { _ -> (Process, Pipe) in
                let process = Process()
                let errors = Pipe()
                process.executableURL = RepositoryPaths.docgenExecutable
                process.arguments = ["build", "--quiet"]
                process.currentDirectoryURL = project.root
                process.standardOutput = FileHandle.nullDevice
                process.standardError = errors
                try process.run()
                return (process, errors)
            }
            let outcomes = runs.map { process, errors in
                let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                return (process.terminationStatus, text)
            }
            let statuses = outcomes.map(\.0).sorted()
            #expect(statuses == [0, 0] || statuses == [0, 2], "\(outcomes)")
            for (status, text) in outcomes where status == 2 {
                #expect(text.contains("is writing 'site' right now; wait for it to finish and build again"), "\(text)")
            }
            #expect(project.exists("site/.docgen-site") && project.exists("site/index.html"))
        }
    }
}
