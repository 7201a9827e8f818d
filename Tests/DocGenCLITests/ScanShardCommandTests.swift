import DocGenTestSupport
import Foundation
import Testing

/// `docgen scan --shard K/N` and `docgen scan --merge` as a CI matrix runs them: shards written as JSON, merged
/// into the report of one scan in every format; bad values and mixed requests refused with exit 2.
@Suite struct ScanShardCommandTests {
    static let screens = ["Home", "Settings", "Profile", "Search", "Detail", "Onboarding", "Player", "Library"]

    func project() throws -> FixtureProject {
        let project = try FixtureProject("-- docgen.yml --\ntitle: T\n")
        try project.write("App/Motion.swift", """
        import SwiftUI

        enum Motion {
            static let pop = Animation.spring(response: 0.3)
        }

        """)
        for (position, name) in Self.screens.enumerated() {
            try project.write("App/\(name)View.swift", """
            import SwiftUI

            struct \(name)View: View {
                @State private var open = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    Text("\(name)")
                        .font(.system(size: \(14 + position)))
                        .offset(y: open ? 0 : 40)
                        .animation(\(position.isMultiple(of: 2) ? "Motion.pop" : "reduceMotion ? nil : Motion.pop"), value: open)
                    Image("\(name.lowercased())")
                        .onTapGesture { open.toggle() }
                }
            }

            """)
        }
        return project
    }

    func shards(_ project: FixtureProject, count: Int = 4) throws -> [String] {
        try (1...count).map { index in
            let run = try DocGenCommand.run(["scan", "App", "--shard", "\(index)/\(count)", "--format", "json"], in: project.root)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("(shard \(index)/\(count): "))
            try project.write("shard-\(index).json", run.stdout)
            return "shard-\(index).json"
        }
    }

    @Test(arguments: ["text", "json", "sarif", "github", "junit", "markdown"])
    func shardsMergedEqualOneScan(format: String) throws {
        let project = try project()
        let files = try shards(project)
        let whole = try DocGenCommand.run(["scan", "App", "--format", format, "--fail-on", "fail"], in: project.root)
        let merged = try DocGenCommand.run(["scan", "--merge"] + files + ["--format", format, "--fail-on", "fail"], in: project.root)
        #expect(whole.status == 1 && merged.status == 1, "\(merged.stderr)")
        #expect(!whole.stdout.isEmpty)
        #expect(merged.stdout == whole.stdout)
        #expect(merged.stderr.contains("merged 4 shards: 9 files, "))
    }

    @Test func aFileKeepsItsShardWhenFilesAreAdded() throws {
        let project = try project()
        func files(of shard: String) throws -> Set<String> {
            let run = try DocGenCommand.run(["scan", "App", "--shard", shard, "--format", "json"], in: project.root)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return Set(try #require((document["shard"] as? [String: Any])?["files"] as? [String]))
        }
        let before = try (1...3).map { try files(of: "\($0)/3") }
        for name in ["Extra", "More", "Last"] { try project.write("App/\(name).swift", "struct \(name) {}\n") }
        let after = try (1...3).map { try files(of: "\($0)/3") }
        for (old, new) in zip(before, after) { #expect(old.isSubset(of: new)) }
        #expect(after.reduce(0) { $0 + $1.count } == 12)
    }

    @Test func badShardsAndMixedRequestsAreUsageErrors() throws {
        let project = try project()
        for value in ["0/4", "5/4", "4", "a/b", "1/0"] {
            let run = try DocGenCommand.run(["scan", "App", "--shard", value], in: project.root)
            #expect(run.status == 2)
            #expect(run.stderr.contains("--shard takes K/N, whole numbers with 1 ≤ K ≤ N ≤ 10000 (such as 2/4); found '\(value)'"))
            #expect(run.stdout.isEmpty)
        }
        let audit = try DocGenCommand.run(["scan", "App", "--shard", "1/2", "--write-audit", "motion.yml"], in: project.root)
        #expect(audit.status == 2 && audit.stderr.contains("--write-audit needs every site, not shard 1/2's"))
        let files = try shards(project, count: 2)
        let rule = try DocGenCommand.run(["scan", "--merge"] + files + ["--rule", "voiceover"], in: project.root)
        #expect(rule.status == 2 && rule.stderr.contains("--merge joins shard reports as they were scanned; --rule belongs to the scan of each shard"))
        let none = try DocGenCommand.run(["scan", "--merge"], in: project.root)
        #expect(none.status == 2 && none.stderr.contains("--merge needs the JSON report of every shard"))
    }

    @Test func mergeRefusesWhatIsNotEveryShardOfOneScan() throws {
        let project = try project()
        let files = try shards(project)
        let missing = try DocGenCommand.run(["scan", "--merge"] + files.dropLast(), in: project.root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("error: missing shard 4/4: --merge needs the report of every shard of the scan"))
        #expect(missing.stdout.isEmpty)
        let source = try DocGenCommand.run(["scan", "--merge", "App/HomeView.swift"] + files, in: project.root)
        #expect(source.status == 2)
        #expect(source.stderr.contains("App/HomeView.swift: error: not JSON: expected a report of 'docgen scan --format json'"))
        let twice = try DocGenCommand.run(["scan", "--merge"] + files + [files[0]], in: project.root)
        #expect(twice.status == 2 && twice.stderr.contains("shard-1.json: error: shard 1/4 is given twice: shard-1.json and shard-1.json"))
    }
}
