import DocGenAudit
import DocGenCore
import Foundation

/// The figures of audit states already computed for trends, in `.build-docgen/trend.json` beside
/// `docgen.yml`: keyed by a hash of docgen's version and executable, the audit's settings and the blobs of
/// its file and sources, so an entry is reused only for exactly the state it was computed from. The file
/// carries a hash of its entries and is ignored when they do not match it.
struct TrendCache {
    private struct Stored: Codable {
        var format = 1
        var check: String
        var counts: [String: AuditTrend.Counts?]
    }

    /// The figures by key; `nil` for a state whose audit file docgen cannot read.
    var counts: [String: AuditTrend.Counts?] = [:]
    /// How many states this run computed.
    var computed = 0
    /// Where the cache lives, when it is kept on disk.
    private let file: URL?
    private var loaded: [String: AuditTrend.Counts?] = [:]
    /// Above this many entries, only those computed by the current run are kept.
    static let limit = 20_000

    /// The cache of `config`'s project; kept only in memory unless `persistent`.
    init(config: SiteConfig, persistent: Bool) {
        guard persistent else {
            file = nil
            return
        }
        let file = config.root.appendingPathComponent(DiskCache.folder).appendingPathComponent("trend.json")
        self.file = file
        if let data = try? Data(contentsOf: file), let stored = try? JSONDecoder().decode(Stored.self, from: data),
           stored.format == 1, stored.check == Self.check(stored.counts) {
            loaded = stored.counts
            counts = stored.counts
        }
    }

    /// The start of every key of one audit's states: docgen itself and what the audit is checked with.
    func key(_ reference: AuditReference, scan: ScanSettings, toolVersion: String) -> ContentHasher {
        var hasher = ContentHasher()
        hasher.combine(toolVersion)
        hasher.combine(DiskCache.executableStamp())
        hasher.combine(reference.data)
        hasher.combine(reference.sources.joined(separator: "\u{0}"))
        hasher.combine(reference.rules.joined(separator: "\u{0}"))
        hasher.combine(reference.match.rawValue)
        hasher.combine(String(reflecting: scan))
        return hasher
    }

    /// Writes the entries back when this run added some (beside the file, then renamed over it); never
    /// through a symbolic link.
    mutating func save() {
        guard let file, computed > 0 else { return }
        let folder = file.deletingLastPathComponent()
        if (try? folder.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true { return }
        if counts.count > Self.limit { counts = counts.filter { loaded[$0.key] == nil } }  // keep what this run computed
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(Stored(check: Self.check(counts), counts: counts)) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
        loaded = counts
    }

    /// A hash of the entries, in key order.
    static func check(_ counts: [String: AuditTrend.Counts?]) -> String {
        var hasher = ContentHasher()
        for key in counts.keys.sorted() {
            hasher.combine(key)
            if let value = counts[key] ?? nil {
                for number in [value.items, value.open, value.fixed, value.exempt, value.verified ?? -1] { hasher.combine(number) }
            } else {
                hasher.combine(-2)
            }
        }
        return hasher.finalize().description
    }
}
