import DocGenAudit
import DocGenCore
import DocGenScan
import Foundation

/// Reads each audit's ``AuditTrend`` from git: the first-parent history of the audit file and its sources
/// up to the build's commit (``SourceHistory/build``, the last commit that touched the inputs, so that a
/// fresh build of a committed site draws the same trend), with the figures docgen reads at each commit.
///
/// One `git log` per audit gives every commit that changed the audit file or a source and the blobs it
/// left; the figures of a commit are computed from those blobs (the audit file parsed, the sources scanned
/// and compared with the items as `build` does) and kept in ``TrendCache`` by the blobs' ids, so each
/// state is computed once. A point is a commit that changed the audit file, or changed a source so that
/// the figures moved. An audit whose sources lie outside the repository has no trend (its verification at
/// earlier commits cannot be read); nor has any audit without git.
enum AuditTrendReader {
    /// The trends of `audits` (in `config.audits`' order) by audit id, up to `build`, and how many states
    /// were computed rather than found in the cache.
    static func read(config: SiteConfig, audits: [Audit], upTo build: SourceHistory.Commit,
                     options: BuildOptions) -> (trends: [String: AuditTrend], computed: Int) {
        guard let repository = GitHistory.repository(at: config.root), let root = repository.relative(config.root),
              let scanOptions = try? ScanOptions(settings: config.scan) else { return ([:], 0) }
        var cache = TrendCache(config: config, persistent: options.cache)
        var trends: [String: AuditTrend] = [:]
        for (reference, audit) in zip(config.audits, audits) {
            let sources = reference.sources.compactMap { repository.relative(config.url(for: $0)) }
            guard let data = repository.relative(config.url(for: reference.data)), sources.count == reference.sources.count,
                  let log = GitPathLog.read(paths: [data] + sources, upTo: build.hash, in: repository.top) else { continue }
            let reader = StateReader(reference: reference, dataPath: data, root: root, scanOptions: scanOptions,
                                     key: cache.key(reference, scan: config.scan, toolVersion: options.toolVersion))
            let trend = reader.trend(of: log, repository: repository, cache: &cache)
            if !trend.points.isEmpty { trends[audit.id] = trend }
        }
        cache.save()
        return (trends, cache.computed)
    }
}

/// Turns one audit's path log into its trend.
private struct StateReader {
    let reference: AuditReference
    /// The audit file's path from the work tree's top.
    let dataPath: String
    /// The project root's path from the work tree's top (`.` when they are the same).
    let root: String
    let scanOptions: ScanOptions
    /// What every cache key of this audit starts with.
    let key: ContentHasher

    /// A commit's state: the audit file's blob and the scanned sources' blobs by project path.
    struct State {
        var commit: SourceHistory.Commit
        var audit: String
        var sources: [(path: String, blob: String)]
        var changesAudit: Bool
        var cacheKey: String
    }

    func trend(of log: GitPathLog, repository: GitRepository, cache: inout TrendCache) -> AuditTrend {
        var files: [String: String] = [:]
        var states: [State] = []
        for entry in log.entries {
            for change in entry.changes { files[change.path] = change.blob }
            guard let audit = files[dataPath] else { continue }
            let sources = files.compactMap { path, blob -> (path: String, blob: String)? in
                guard path != dataPath, let project = projectPath(path), scanned(project) else { return nil }
                return (project, blob)
            }.sorted { $0.path < $1.path }
            var hasher = key
            hasher.combine(audit)
            for source in sources { hasher.combine(source.path); hasher.combine(source.blob) }
            states.append(State(commit: entry.commit, audit: audit, sources: sources,
                                changesAudit: entry.changes.contains { $0.path == dataPath }, cacheKey: hasher.finalize().description))
        }
        let missing = states.filter { cache.counts[$0.cacheKey] == nil }
        if !missing.isEmpty {
            let ids = Set(missing.flatMap { [$0.audit] + $0.sources.map(\.blob) })
            let blobs = GitPathLog.blobs(ids.sorted(), in: repository.top)
            for state in missing where cache.counts[state.cacheKey] == nil {
                cache.counts[state.cacheKey] = .some(counts(of: state, blobs: blobs))
                cache.computed += 1
            }
        }
        var points: [AuditTrend.Point] = []
        var unreadable = 0
        var truncated = false
        var previous: AuditTrend.Counts?
        for state in states {
            guard let counts = cache.counts[state.cacheKey] ?? nil else {
                if state.changesAudit { unreadable += 1 }
                continue
            }
            defer { previous = counts }
            // A commit at a shallow clone's boundary holds the history before it in one diff: not a change.
            if repository.shallow.contains(state.commit.hash) {
                truncated = true
                continue
            }
            if state.changesAudit || counts != previous {
                points.append(AuditTrend.Point(commit: state.commit, counts: counts))
            }
        }
        return AuditTrend(points: points, unreadable: unreadable, truncated: truncated)
    }

    /// The figures of one state; `nil` when its audit file cannot be read (or a blob is missing).
    private func counts(of state: State, blobs: [String: Data]) -> AuditTrend.Counts? {
        guard let data = blobs[state.audit], let text = String(data: data, encoding: .utf8),
              let audit = try? AuditLoader.parse(text, file: reference.data) else { return nil }
        let checked = !reference.sources.isEmpty
        var findings: [CoverageFinding] = []
        if checked {
            // A source that is not UTF-8 is skipped at that commit, as the scanner skips what it cannot read.
            let files = state.sources.compactMap { source in
                blobs[source.blob].flatMap { String(data: $0, encoding: .utf8) }.map { (path: source.path, text: $0) }
            }
            let result = AccessibilityScanner(options: scanOptions, rules: reference.rules).scan(sources: files)
            findings = AuditVerifier.compare(audit, with: result, match: reference.match, rules: reference.rules)
        }
        let check = AuditCheck(coverage: AuditCoverage(audit: audit, findings: findings, sourcesChecked: checked), gate: nil)
        return AuditTrend.Counts(check, checkedAgainstCode: checked)
    }

    /// A path from the work tree's top as the project names it, or `nil` outside the project.
    private func projectPath(_ path: String) -> String? {
        if root == "." { return path }
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : nil
    }

    /// Whether a scan of the audit's sources reads the file (a `.swift` file, not excluded).
    private func scanned(_ path: String) -> Bool {
        reference.sources.contains { scanOptions.scans(path, under: $0) }
    }
}
