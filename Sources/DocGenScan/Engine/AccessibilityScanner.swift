import DocGenCore
import Foundation
import SwiftSyntax

/// Scans Swift sources with every selected accessibility rule, parsing each file once for all of them.
///
/// A byte prescan picks the few files that may define what other files rely on (safe wrappers); they are
/// parsed first and kept. Every other file is then parsed, judged by each rule and released, so memory stays
/// bounded by the largest files rather than the project. The declarations of every file (a walk of
/// declarations only) form a ``DefinitionIndex`` through which each rule resolves, at the end, the tokens
/// its sites use. A file is parsed again only when a rule asks for it (a Reduce Motion read fed from another
/// file turned out to matter). The stages are ``ScanRun``'s; each rule takes part through its ``RuleSession``.
public struct AccessibilityScanner: Sendable {
    /// How files are found and what each rule is told.
    public var options: ScanOptions
    /// The ids of the rules to run; nil runs every rule.
    public var rules: [String]?

    /// Creates a scanner running `rules` (every rule when nil).
    public init(options: ScanOptions = ScanOptions(), rules: [String]? = nil) {
        self.options = options
        self.rules = rules
    }

    /// Scans files and folders; reported paths are relative to `root`. Throws for paths that do not exist.
    public func scan(paths: [URL], root: URL) throws(DiagnosticError) -> ScanResult {
        try measuredScan(paths: paths, root: root).result
    }

    /// ``scan(paths:root:)``, with how long it took.
    public func measuredScan(paths: [URL], root: URL) throws(DiagnosticError) -> (result: ScanResult, statistics: ScanStatistics) {
        let found = try SourceDiscovery(options: options).files(in: paths, root: root)
        let packages = try PackageDiscovery.packages(scanned: options.discoversPackages ? paths : [], root: root, given: options.index)
            .filter { options.discoversPackages || $0.package.origin == .option }
        // Packages are read as libraries: tests and excludes do not apply, manifests are not code. A checkout's
        // files are listed only when its modules are imported.
        let discovery = SourceDiscovery(options: ScanOptions())
        func libraryFiles(_ url: URL) throws(DiagnosticError) -> [SourceInput] {
            try discovery.files(in: [url], root: root).files.filter { input in
                let name = input.url?.lastPathComponent ?? ""
                return !(name == "Package.swift" || name.hasPrefix("Package@swift"))
            }
        }
        let kept = PackageDiscovery.imported(packages.map(\.package), at: packages.map(\.url), by: found.files) { url in
            (try? libraryFiles(url)) ?? []
        }
        var inputs: [SourceInput] = []
        var indexed: [IndexedPackage] = []
        var read: Set<String> = []
        // A file of a package is only indexed, even when the scanned folders hold the package too.
        for (position, candidate) in packages.enumerated() where kept.contains(position) {
            var package = candidate.package
            let files = try libraryFiles(candidate.url).filter { read.insert(Self.identity($0)).inserted }
            package.files = files.count
            indexed.append(package)
            inputs += files.map { var input = $0; input.indexOnly = true; return input }
        }
        // A checkout not read is still not the project's code, even under a scanned folder.
        let skippedCheckouts = packages.indices.filter { !kept.contains($0) }.map { packages[$0].url.standardizedFileURL.path + "/" }
        // A file's identity resolves its links (a system call per path component): asked only when packages were read;
        // its standardized path, once per file and only when a checkout was skipped.
        inputs = found.files.filter { input in
            guard read.isEmpty || !read.contains(Self.identity(input)) else { return false }
            guard !skippedCheckouts.isEmpty else { return true }
            let path = input.url?.standardizedFileURL.path ?? ""
            return !skippedCheckouts.contains { path.hasPrefix($0) }
        } + inputs
        var outcome = scan(inputs: inputs, diagnostics: found.diagnostics)
        outcome.result.indexed = indexed
        return outcome
    }

    private static func identity(_ input: SourceInput) -> String {
        input.url?.standardizedFileURL.resolvingSymlinksInPath().path ?? input.path
    }

    /// Scans in-memory sources given as (relative path, text) pairs.
    public func scan(sources: [(path: String, text: String)]) -> ScanResult {
        scan(inputs: sources.map { SourceInput(url: nil, path: $0.path, text: $0.text) }, diagnostics: []).result
    }

    func scan(inputs: [SourceInput], diagnostics: [Diagnostic]) -> (result: ScanResult, statistics: ScanStatistics) {
        _ = AllocatorTuning.applied
        let started = FileWorkers.now()
        var clock = StageClock()
        let sessions = RuleRegistry.sessions(rules, options: options)
        let read = ScanRun.read(inputs, sessions: sessions)
        var run = ScanRun(sessions: sessions, files: read.files, problems: diagnostics + read.problems, timeLimit: options.fileTimeLimit,
                          shard: options.shard)
        clock.end("read")
        run.prepareEarly()
        clock.end("definers")
        run.judgeOthers()
        clock.end("judge")
        run.prepareFinal()
        clock.end("final context")
        run.keepOrRejudge()
        clock.end("rejudge")
        run.judgeDefiners()
        clock.end("judge definers")
        let result = run.conclude()
        clock.end("conclude")
        var statistics = run.timing.statistics(seconds: FileWorkers.now() - started, rules: sessions.map(\.time))
        statistics.stages = clock.stages
        if let shard = options.shard { statistics.shard = (shard, result.files.count) }
        return (result, statistics)
    }
}
