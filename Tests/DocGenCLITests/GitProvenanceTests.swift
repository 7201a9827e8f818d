import DocGenTestSupport
import Foundation
import Testing

/// Dates and commits come from git, never from a clock: the build's commit is the last commit that
/// touched its inputs, so committing the built site changes nothing a fresh build writes; uncommitted
/// inputs say so; a shallow clone that cannot know warns and leaves the fields out; `SOURCE_DATE_EPOCH`
/// sets the date; without git there is nothing.
@Suite struct GitProvenanceTests {
    static let files = """
    -- docgen.yml --
    title: Dated
    audits:
      - data: audits/motion.yml
    -- content/index.md --
    # Home
    -- audits/motion.yml --
    id: motion
    title: Motion
    criteria: [2.3.3]
    items:
      - {id: spinner, file: App/A.swift, line: 3, severity: high, status: fixed, summary: Spinner}
    """

    /// Runs git in `folder` with a fixed identity and date, and no user or system configuration.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL, date: String = "2024-05-06T10:00:00+02:00") throws -> String {
        try GitFixture.git(arguments, in: folder, date: date)
    }

    /// A project whose inputs are committed at 2024-05-06 (10:00 +02:00).
    static func repository() throws -> (project: FixtureProject, commit: String) {
        let project = try FixtureProject(files, copyDefaultTheme: true)
        try git(["init", "-q"], in: project.root)
        try git(["add", "-A"], in: project.root)
        try git(["commit", "-q", "-m", "inputs"], in: project.root)
        return (project, try git(["rev-parse", "HEAD"], in: project.root))
    }

    static func files(under folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)
            if let data = try? Data(contentsOf: url), !((try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false) {
                files[String(path)] = data
            }
        }
        return files
    }

    @Test func theSiteNamesTheLastCommitThatTouchedItsInputs() throws {
        let (project, commit) = try Self.repository()
        let short = String(commit.prefix(12))
        let build = try DocGenCommand.run(["build", "--no-cache"], in: project.root)
        #expect(build.status == 0, "\(build.stderr)")
        let home = try #require(project.read("site/index.html"))
        #expect(home.contains("Report date <time datetime=\"2024-05-06\">2024-05-06</time>, built from commit <code title=\"\(commit)\">\(short)</code>"))
        #expect(!home.contains("uncommitted"))
        let audit = try #require(project.read("site/audits/motion.html"))
        #expect(audit.contains("<dt>Last changed</dt><dd><time datetime=\"2024-05-06\">2024-05-06</time>, commit <code>\(short)</code>"))
        let conformance = try #require(project.read("site/conformance.html"))
        #expect(conformance.contains("<dt>Report date</dt><dd>2024-05-06</dd>"))
        #expect(conformance.contains("<dt>Built from</dt><dd>commit \(short) of 2024-05-06</dd>"))
        #expect(conformance.contains("@top-right{content:\"2024-05-06\"}"), "the printed pages' running header")

        // Committing the built site touches no input: a fresh build of the new HEAD writes the same bytes.
        try Self.git(["add", "-A"], in: project.root)
        try Self.git(["commit", "-q", "-m", "site"], in: project.root, date: "2024-07-08T09:00:00+00:00")
        let again = try DocGenCommand.run(["build", "--no-cache", "--output", "again"], in: project.root)
        #expect(again.status == 0, "\(again.stderr)")
        let first = Self.files(under: project.url("site")), second = Self.files(under: project.url("again"))
        #expect(first.keys.sorted() == second.keys.sorted())
        #expect(first.filter { second[$0.key] != $0.value }.keys.sorted() == [], "every file the same")
    }

    @Test func uncommittedInputsAreSaidAndTheCacheNoticesACommit() throws {
        let (project, _) = try Self.repository()
        try project.write("content/index.md", "# Home, edited\n")
        #expect(try DocGenCommand.run(["build"], in: project.root).status == 0)
        #expect(try #require(project.read("site/index.html")).contains("with uncommitted changes"))
        try Self.git(["commit", "-q", "-am", "edit"], in: project.root, date: "2024-06-01T12:00:00+00:00")
        let rebuilt = try DocGenCommand.run(["build"], in: project.root)
        #expect(!rebuilt.stdout.contains("up to date"), "a commit of unchanged files changes the pages")
        let home = try #require(project.read("site/index.html"))
        #expect(home.contains("Report date <time datetime=\"2024-06-01\">") && !home.contains("uncommitted"))
        let audit = try #require(project.read("site/audits/motion.html"))
        #expect(audit.contains("<dt>Last changed</dt><dd><time datetime=\"2024-05-06\">"), "the audit file's own last commit")
    }

    @Test func aShallowCloneThatCannotKnowWarnsAndLeavesTheFieldsOut() throws {
        let (project, _) = try Self.repository()
        try project.write("README", "not an input\n")
        try Self.git(["add", "-A"], in: project.root)
        try Self.git(["commit", "-q", "-m", "readme"], in: project.root, date: "2024-08-01T00:00:00+00:00")
        let clone = project.url("clone")
        try Self.git(["clone", "-q", "--depth", "1", project.root.standardizedFileURL.absoluteString, clone.path], in: project.root)
        let build = try DocGenCommand.run(["build", "--no-cache"], in: clone)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("docgen.yml: warning: the clone is shallow: its history ends before the last commit that "
                                      + "touched the build's inputs, so the site shows no commit or date for it"))
        let home = try String(contentsOf: clone.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(!home.contains("Report date") && !home.contains("built from commit"), "absent, not guessed")
        #expect(!home.contains("2024-08-01"), "the clone's one commit did not touch the inputs")

        let full = project.url("full")
        try Self.git(["clone", "-q", project.root.standardizedFileURL.absoluteString, full.path], in: project.root)
        let complete = try DocGenCommand.run(["build", "--no-cache"], in: full)
        #expect(!complete.stderr.contains("shallow"))
        #expect(try String(contentsOf: full.appendingPathComponent("site/index.html"), encoding: .utf8).contains("Report date <time datetime=\"2024-05-06\">"))
    }

    @Test func sourceDateEpochSetsTheReportDate() throws {
        let (project, _) = try Self.repository()
        let build = try DocGenCommand.run(["build", "--no-cache"], in: project.root, environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(build.status == 0, "\(build.stderr)")
        let home = try #require(project.read("site/index.html"))
        #expect(home.contains("Report date <time datetime=\"2023-11-14\">2023-11-14</time>, built from commit"))
        let bad = try DocGenCommand.run(["build"], in: project.root, environment: ["SOURCE_DATE_EPOCH": "yesterday"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("error: SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 UTC, not 'yesterday'"))
    }

    @Test func withoutGitThereAreNoDatesOrCommits() throws {
        let project = try FixtureProject(Self.files, copyDefaultTheme: true)
        let build = try DocGenCommand.run(["build"], in: project.root,
                                          environment: ["GIT_CEILING_DIRECTORIES": project.root.deletingLastPathComponent().path])
        #expect(build.status == 0, "\(build.stderr)")
        let home = try #require(project.read("site/index.html"))
        #expect(!home.contains("Report date") && !home.contains("commit"))
        let conformance = try #require(project.read("site/conformance.html"))
        #expect(!conformance.contains("<dt>Report date</dt>") && !conformance.contains("@top-right"))
        let dated = try DocGenCommand.run(["build", "--output", "dated"], in: project.root,
                                          environment: ["GIT_CEILING_DIRECTORIES": project.root.deletingLastPathComponent().path,
                                                        "SOURCE_DATE_EPOCH": "0"])
        #expect(dated.status == 0)
        #expect(try #require(project.read("dated/index.html")).contains("Report date <time datetime=\"1970-01-01\">"))
    }
}
