import DocGenCore

/// How long a scan took: for the summary a CI log shows, never for reports (which stay deterministic).
public struct ScanStatistics: Sendable {
    /// Files parsed and judged (skipped ones not counted).
    public var files: Int
    /// Wall time of the whole scan, in seconds.
    public var seconds: Double
    /// The file that took longest (parsing and judging, every step added up), and its time.
    public var slowest: (path: String, seconds: Double)?
    /// The limit per file, in seconds; nil when there is none.
    public var limit: Double?
    /// Files given up because they took longer than the limit.
    public var overLimit: Int
    /// How long each rule took, in the order the rules ran.
    public var rules: [RuleTime] = []
    /// How long each stage of the scan took, with the peak memory when it ended.
    public var stages: [ScanStage] = []
    /// The shard scanned (`--shard K/N`) and how many of its files were judged; nil for a whole scan.
    public var shard: (shard: ScanShard, judged: Int)?

    /// One line: `scanned 120 files in 0.84 s; slowest App/Big.swift 0.12 s (limit 10 s per file)`.
    public var summary: String {
        var line = "scanned \(files) file\(files == 1 ? "" : "s") in \(Self.format(seconds)) s"
        if let shard { line += " (shard \(shard.shard): \(shard.judged) judged, every file indexed)" }
        if let slowest { line += "; slowest \(slowest.path) \(Self.format(slowest.seconds)) s" }
        line += limit.map { " (limit \(Self.format($0)) s per file)" } ?? " (no limit per file)"
        if overLimit > 0 { line += "; \(overLimit) over the limit, skipped" }
        return line
    }

    /// One line per rule (`docgen scan --verbose`): `reduce-motion 1.20 s (prepare 0.01 s, judge 1.10 s, finish 0.09 s)`;
    /// judging is added up over files and threads, so with several cores it may exceed the wall time.
    public var ruleLines: [String] {
        rules.map { time in
            "\(time.rule) \(Self.format(time.total)) s (prepare \(Self.format(time.prepare)) s, judge \(Self.format(time.judge)) s, "
                + "finish \(Self.format(time.finish)) s)"
        }
    }

    /// One line (`docgen scan --verbose`): `stages: read 0.05 s (38 MB), definers 0.40 s (198 MB), …`, each with the
    /// process's peak memory when it ended.
    public var stageLine: String? {
        guard !stages.isEmpty else { return nil }
        let parts = stages.map { (stage: ScanStage) -> String in
            let memory = stage.peakBytes > 0 ? " (\(stage.peakBytes / 1_048_576) MB)" : ""
            return "\(stage.name) \(Self.format(stage.seconds)) s\(memory)"
        }
        return "stages: \(parts.joined(separator: ", ")) — peak memory after each"
    }

    static func format(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 1e12 else { return seconds.isFinite ? "\(seconds)" : "∞" }
        let hundredths = Int((seconds * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// Per-file time across a scan's steps, and the files given up for going over the limit.
struct FileTiming {
    private let paths: [String]
    private let limit: Double?
    private var seconds: [Double]
    private var skipped: Set<Int> = []
    private(set) var skippedPaths: Set<String> = []

    init(paths: [String], limit: Double?) {
        self.paths = paths
        self.limit = limit
        seconds = Array(repeating: 0, count: paths.count)
    }

    /// Adds each outcome's time to its file (`files[i]` for outcome `i`) and returns the values, nil where the
    /// file went over the limit (then it is skipped from here on).
    mutating func record<T>(_ outcomes: [FileWorkers.Outcome<T>], files: [Int]) -> [T?] {
        zip(outcomes, files).map { outcome, file in
            seconds[file] += outcome.seconds
            if outcome.value == nil {
                skipped.insert(file)
                skippedPaths.insert(paths[file])
            }
            return outcome.value
        }
    }

    func isSkipped(_ file: Int) -> Bool { skipped.contains(file) }

    /// A located warning per file given up. The time limit is a safety net, not the scan's budget: which files
    /// reach it depends on the machine, so the message says so and asks for the file (``NestingPrescan`` holds the
    /// limits that decide, the same on every machine, which files are not scanned).
    var diagnostics: [Diagnostic] {
        let limit = ScanStatistics.format(limit ?? 0)
        return skipped.sorted().map { file in
            .warning(ScanResult.skippedPrefix + "scanning did not finish within \(limit) s (--file-time-limit), a safety net "
                     + "whose outcome depends on the machine: the file is within docgen's limits for one file, so please "
                     + "report it; the file is not scanned",
                     at: SourceLocation(file: paths[file], line: 1, column: 1), step: .scan)
        }
    }

    func statistics(seconds total: Double, rules: [RuleTime]) -> ScanStatistics {
        let slowest = seconds.indices.filter { !skipped.contains($0) }.max { seconds[$0] < seconds[$1] }
        return ScanStatistics(files: paths.count - skipped.count, seconds: total,
                              slowest: slowest.map { (paths[$0], seconds[$0]) }, limit: limit, overLimit: skipped.count, rules: rules)
    }
}
