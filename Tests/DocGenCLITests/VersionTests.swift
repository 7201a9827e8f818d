import DocGenTestSupport
import Foundation
import Testing

/// docgen's version: `--version`, and `scripts/version`, which `scripts/install` stamps into a release.
@Suite struct VersionTests {
    /// The base version declared in `Sources/docgen/Version.swift`.
    static func base() throws -> String {
        let source = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Sources/docgen/Version.swift"), encoding: .utf8)
        let line = try #require(source.split(separator: "\n").first { $0.contains("static let base = \"") })
        return String(line.split(separator: "\"")[1])
    }

    @Test func anUnstampedBuildPrintsTheBaseVersion() throws {
        let result = try DocGenCommand.run(["--version"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.stdout == "\(try Self.base())\n")
    }

    /// A repository holding only the file scripts/version reads, committed, then tagged, then changed.
    @Test func theScriptReadsTheTagOrTheCommit() throws {
        let project = try FixtureProject("-- Sources/docgen/Version.swift --\n    static let base = \"0.4.0\"\n")
        let script = RepositoryPaths.root.appendingPathComponent("scripts/version").path
        func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> CommandResult {
            try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: project.root,
                                  environment: ["DOCGEN_VERSION": "", "GIT_CONFIG_NOSYSTEM": "1", "HOME": project.root.path].merging(environment) { $1 })
        }
        func version() throws -> String { try run(["bash", script, project.root.path]).stdout }
        #expect(try version() == "0.4.0\n", "no git repository: the base")
        let git = ["git", "-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false"]
        #expect(try run(["git", "init", "-q"]).status == 0)
        #expect(try run(["git", "add", "."]).status == 0)
        #expect(try run(git + ["commit", "-q", "-m", "one"]).status == 0)
        let commit = try run(["git", "rev-parse", "--short=7", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try version() == "0.4.0+\(commit)\n")
        try project.write("Sources/docgen/Version.swift", "    static let base = \"0.4.0\" // changed\n")
        #expect(try version() == "0.4.0+\(commit).dirty\n")
        #expect(try run(["git", "checkout", "-q", "--", "."]).status == 0)
        #expect(try run(git + ["tag", "v0.5.0"]).status == 0)
        #expect(try version() == "0.5.0\n")
        #expect(try run(["bash", script, project.root.path], ["DOCGEN_VERSION": "9.9.9"]).stdout == "9.9.9\n")
    }
}
