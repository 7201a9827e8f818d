import DocGenCore
import DocGenKit
import DocGenReport
import DocGenScan
import DocGenTestSupport
import Foundation
import Testing

/// `--shard K/N` and `--merge`: shards of the fixture corpus, each written as JSON and read back, merge into
/// the very reports one scan gives, in every format; shards that cannot be merged are refused by name.
@Suite struct ScanShardTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../DocGenScanTests/Fixtures").standardizedFileURL

    /// The settings the corpus's own test uses, so wrappers and reads from other files decide verdicts.
    static let options: ScanOptions = {
        var options = ScanOptions()
        var motion = RuleOptions()
        motion.set(ReduceMotionRule.reduceMotionReads, ["settings.prefersCalmInterface"])
        motion.set(ReduceMotionRule.safeWrappers, ["animateIfAllowed"])
        options.rules[ReduceMotionRule.id] = motion
        return options
    }()

    static func scan(_ shard: ScanShard?) throws -> ScanResult {
        var options = Self.options
        options.shard = shard
        return try AccessibilityScanner(options: options).scan(paths: [corpus], root: corpus)
    }

    static let whole = Result { try scan(nil) }
    /// Each shard's JSON report, as a CI job uploads it.
    static let shards = Result { try (1...4).map { index in ScanJSONReporter().report(try scan(ScanShard(index: index, count: 4))) } }

    static func read(_ reports: [String]) throws -> [(path: String, result: ScanResult)] {
        try reports.enumerated().map { ("shard-\($0.offset + 1).json", try ScanJSONReader.read($0.element, displayPath: "shard-\($0.offset + 1).json")) }
    }

    static func refusal(_ shards: [(path: String, result: ScanResult)]) -> [String] {
        do throws(DiagnosticError) {
            _ = try ScanMerge.join(shards)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test(arguments: ScanReportFormat.allCases)
    func fourShardsMergedEqualOneScan(format: ScanReportFormat) throws {
        let whole = try Self.whole.get()
        let merged = try ScanMerge.join(try Self.read(try Self.shards.get()))
        let reporter = format.reporter(toolVersion: "9.9.9")
        #expect(reporter.report(merged) == reporter.report(whole))
        #expect(merged == whole)
    }

    @Test func shardsPartitionTheFilesAndJudgeOnlyTheirOwn() throws {
        let whole = try Self.whole.get()
        let shards = try Self.read(try Self.shards.get()).map(\.result)
        #expect(whole.sites.count > 300 && Set(whole.sites.map(\.rule)) == Set(RuleRegistry.ids))
        for (position, shard) in shards.enumerated() {
            #expect(shard.shard == ScanShard(index: position + 1, count: 4))
            #expect(!shard.files.isEmpty && !shard.sites.isEmpty)
            #expect(shard.files.allSatisfy { ScanShard.bucket(of: $0, count: 4) == position + 1 })
            #expect(shard.sites.allSatisfy { shard.files.contains($0.file) })
            // A shard's verdicts are the whole scan's: every file's declarations and notes are read in each.
            #expect(shard.sites.allSatisfy { site in whole.sites.contains(site) })
        }
        #expect(shards.flatMap(\.files).sorted() == whole.files)
    }

    @Test func aFileKeepsItsShardAndTheHashIsNotSeededPerProcess() {
        // FNV-1a of the UTF-8 path, pinned: the same bucket on every machine, run and Swift version.
        #expect(ScanShard.bucket(of: "App/Card.swift", count: 4) == 3)
        #expect(ScanShard.bucket(of: "App/List.swift", count: 7) == 7)
        #expect(ScanShard.bucket(of: "", count: 4) == 2)
        #expect(ScanShard("2/4") == ScanShard(index: 2, count: 4))
        #expect(ScanShard("1/1")?.contains("anything.swift") == true)
        for text in ["0/4", "5/4", "1/0", "-1/4", "+1/4", "a/b", "1/4/2", "1/", "/4", " 1/4", "1/10001", "١/٤", ""] {
            #expect(ScanShard(text) == nil, "\(text)")
        }
    }

    @Test func mergeRefusesShardsThatDoNotMakeOneScan() throws {
        let reports = try Self.shards.get()
        let shards = try Self.read(reports)
        #expect(Self.refusal(Array(shards.prefix(3))) == ["docgen: error: missing shard 4/4: --merge needs the report of every shard of the scan"])
        let twice = Self.refusal(shards + [("again.json", shards[1].result)])
        #expect(twice.contains("again.json: error: shard 2/4 is given twice: shard-2.json and again.json"))
        let whole = try ScanJSONReader.read(ScanJSONReporter().report(try Self.whole.get()), displayPath: "whole.json")
        #expect(Self.refusal(shards + [("whole.json", whole)]) == [
            "whole.json: error: a report of a whole scan, not of a shard: write each shard with 'docgen scan --shard K/N --format json'",
        ])
        var other = try ScanJSONReader.read(ScanJSONReporter().report(try Self.scan(ScanShard(index: 1, count: 3))), displayPath: "other.json")
        #expect(Self.refusal(shards + [("other.json", other)]).contains(
            "other.json: error: shard 1/3 of a scan split in 3, but shard-1.json is of a scan split in 4"))
        other = shards[3].result
        other.rules = [ReduceMotionRule.id]
        #expect(Self.refusal(Array(shards.prefix(3)) + [("rm.json", other)]).contains(
            "rm.json: error: runs the rules reduce-motion, but shard-1.json runs \(RuleRegistry.ids.joined(separator: ", ")): "
                + "every shard must run the same rules"))
        var configured = shards[2].result
        configured.wrappers.append(SafeWrapper(name: "fadeIfAllowed", kind: .configured, file: "", line: 0))
        #expect(Self.refusal(Array(shards.prefix(2)) + [("settings.json", configured), shards[3]]) == [
            "settings.json: error: found other safe wrappers than shard-1.json: the shards were scanned with different settings, "
                + "sources or docgen versions",
        ])
        var moved = shards[0].result
        let stranger = try #require(shards[1].result.files.first)
        moved.files.append(stranger)
        let refused = Self.refusal([("moved.json", moved)] + shards.dropFirst())
        #expect(refused.contains { $0.hasPrefix("moved.json: error: lists '\(stranger)', which belongs to shard 2/4, not 1/4") })
        #expect(Self.refusal([]) == ["docgen: error: --merge needs the JSON report of every shard"])
    }

    @Test func mergeRefusesFilesThatAreNotScanReports() throws {
        let folder = try FixtureProject("-- docgen.yml --\ntitle: T\n")
        try folder.write("notes.json", "{\"title\": \"not a scan\"}\n")
        try folder.write("broken.json", "{\"schemaVersion\": 2, \"sites\": [")
        try folder.write("old.json", "{\"schemaVersion\": 1, \"sites\": []}\n")
        let shard = try Self.shards.get()[0]
        try folder.write("edited.json", shard.replacingOccurrences(of: "\"verdict\": \"fail\"", with: "\"verdict\": \"maybe\""))
        try folder.write("stripped.json", shard.replacingOccurrences(of: "\"detail\":", with: "\"details\":"))
        do throws(DiagnosticError) {
            _ = try ScanMerge.merge(["notes.json", "broken.json", "old.json", "edited.json", "stripped.json", "absent.json"],
                                    workingDirectory: folder.root)
            Issue.record("merged files that are not scan reports")
        } catch {
            let messages = error.diagnostics.map(\.description)
            #expect(messages.contains("notes.json: error: not a report of 'docgen scan --format json' (no 'schemaVersion' and 'sites')"))
            #expect(messages.contains("broken.json: error: not JSON: expected a report of 'docgen scan --format json'"))
            #expect(messages.contains("old.json: error: a scan report of schema version 1; this docgen reads version 2"))
            #expect(messages.contains { $0.hasPrefix("edited.json: error: 'sites[") && $0.hasSuffix("].verdict' has an unknown value 'maybe'") })
            #expect(messages.contains { $0.hasPrefix("stripped.json: error: missing 'sites[0].detail' (a string)") })
            #expect(messages.contains { $0.hasPrefix("absent.json") })
        }
    }

    @Test func aWholeScanReadsBackAsItWasWritten() throws {
        let whole = try Self.whole.get()
        let read = try ScanJSONReader.read(ScanJSONReporter().report(whole), displayPath: "whole.json")
        #expect(read == whole)
    }
}
