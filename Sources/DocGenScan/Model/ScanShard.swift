import DocGenCore

/// One part of a scan split over several machines (`docgen scan --shard K/N`): the files whose path hashes to
/// bucket `K` of `N`. Every shard still reads and indexes every file, so verdicts are those of one whole
/// scan; only the sites of its own files are reported, and `docgen scan --merge` joins the parts.
public struct ScanShard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based number of this shard, at most ``count``.
    public let index: Int
    /// How many shards the scan is split into.
    public let count: Int

    /// The largest number of shards accepted: far more than any CI matrix runs.
    public static let maximumCount = 10_000

    /// Shard `index` of `count`; nil unless `1 ≤ index ≤ count ≤` ``maximumCount``.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N` as written on the command line; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the file with this reported path (relative to the project root) belongs to the shard.
    public func contains(_ path: String) -> Bool {
        Self.bucket(of: path, count: count) == index
    }

    /// The 1-based shard of `path` among `count`: FNV-1a (64-bit) of its UTF-8 bytes, modulo `count`. A file's
    /// shard depends on its path alone, the same on every machine and run (Swift's `Hasher` is seeded per
    /// process), so adding files never moves the others.
    public static func bucket(of path: String, count: Int) -> Int {
        Int(FNV1a.hash(path.utf8) % UInt64(max(count, 1))) + 1
    }
}
