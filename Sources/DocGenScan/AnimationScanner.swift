import DocGenCore
import Foundation
import SwiftParser
import SwiftSyntax

/// Scans Swift sources for animation sites and judges each one's Reduce Motion guard.
///
/// Files are read and parsed in parallel, each parsed and walked once (pass 1: sites, Reduce Motion reads,
/// wrapper and token candidates); safe wrappers and tokens are then resolved across all files, and the sites
/// are judged on the already-parsed trees (pass 2, which only walks files that may call a safe wrapper).
public struct AnimationScanner: Sendable {
    /// How files are found and sites judged.
    public var options: ScanOptions

    /// Creates a scanner.
    public init(options: ScanOptions = ScanOptions()) {
        self.options = options
    }

    /// Scans files and folders; reported paths are relative to `root`. Throws for paths that do not exist.
    public func scan(paths: [URL], root: URL) throws(DiagnosticError) -> ScanResult {
        let found = try SourceDiscovery(options: options).files(in: paths, root: root)
        return scan(inputs: found.files, diagnostics: found.diagnostics)
    }

    /// Scans in-memory sources given as (relative path, text) pairs.
    public func scan(sources: [(path: String, text: String)]) -> ScanResult {
        scan(inputs: sources.map { SourceInput(url: nil, path: $0.path, text: $0.text) }, diagnostics: [])
    }

    func scan(inputs: [SourceInput], diagnostics: [Diagnostic]) -> ScanResult {
        let parsed = Parallel.map(inputs.count) { index in ParsedFile.load(inputs[index]) }
        var problems = diagnostics
        let files = parsed.compactMap { result -> ParsedFile? in
            switch result {
            case let .success(file): return file
            case let .failure(error):
                problems.append(contentsOf: error.diagnostics)
                return nil
            }
        }
        let (context, wrappers) = resolveContext(files)
        let judged = Parallel.map(files.count) { index in files[index].judge(context) }
        let sites = StableIDs.assign(judged.flatMap { $0 })
        return ScanResult(sites: sites, wrappers: wrappers, files: files.map(\.path), diagnostics: problems)
    }

    /// Reads, tokens and wrappers known once every file has been through pass 1.
    private func resolveContext(_ files: [ParsedFile]) -> (ScanContext, [SafeWrapper]) {
        let reads = ReduceMotionReads(configured: options.reduceMotionReads,
                                      environmentNames: files.flatMap(\.facts.environmentNames),
                                      feeds: files.flatMap(\.facts.feeds))
        var context = ScanContext(reads: reads, options: options)
        context.configuredNames = Set(options.safeWrappers)
        context.wrappers = context.configuredNames
        var found = options.safeWrappers.map { SafeWrapper(name: $0, kind: .configured, file: "", line: 0) }
        let judge = GuardJudge(context: context)
        for file in files {
            for candidate in file.facts.tokens {
                context.tokenTraits[candidate.name, default: []].formUnion(MotionAnalyzer.traits(in: candidate.declaration))
                guard let token = SafetyResolver.resolveToken(candidate, judge: judge) else { continue }
                context.tokens[token.name, default: []].append(token)
                found.append(SafeWrapper(name: token.name, kind: .token, file: file.path, line: file.line(of: candidate.declaration)))
            }
        }
        let tokenJudge = GuardJudge(context: context)
        var pending: [(file: ParsedFile, candidate: WrapperCandidate, sitesGuarded: Bool)] = files.flatMap { file in
            file.facts.wrappers.map { candidate in
                let guarded = candidate.siteIndexes.allSatisfy { file.directVerdict(of: file.facts.sites[$0], tokenJudge) != nil }
                return (file, candidate, guarded)
            }
        }.filter(\.sitesGuarded)
        var changed = true
        while changed {
            changed = false
            pending.removeAll { entry in
                let candidate = entry.candidate
                guard !candidate.siteIndexes.isEmpty || !candidate.callees.isDisjoint(with: context.wrappers) else { return false }
                context.wrappers.insert(candidate.name)
                found.append(SafeWrapper(name: candidate.name, kind: candidate.kind == .modifier ? .modifier : .function,
                                         file: entry.file.path, line: entry.file.line(of: candidate.declaration)))
                changed = true
                return true
            }
        }
        return (context, found)
    }
}
