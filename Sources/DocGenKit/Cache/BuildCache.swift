import DocGenAudit
import DocGenCore
import DocGenScan
import DocGenSite
import Foundation

/// What the steps made in earlier runs, each with the key it was made from: the build graph that lets a run
/// redo only what its changed inputs reach. The runner owns it (``BuildRunner``), not the steps' context: a
/// one-off `docgen build` starts it empty (``RestoreCacheStep`` fills in what `.build-docgen/` holds), and a
/// ``BuildSession`` keeps it between the preview's rebuilds.
///
/// One entry per step. A step whose whole product is reused declares its key (``CachedStep``) and the runner
/// looks it up; a step that reuses its work item by item (a page, a scan) asks its own entry for each item by
/// key (``MemoStep``). Every entry pairs a product with the exact inputs it was made from (bytes, hashes, or
/// the equatable values of earlier steps), so a run that reuses entries makes the same bytes as a clean build.
/// Only DocGenKit reads or changes it.
public struct BuildCache: Sendable {
    /// `load config`: `docgen.yml`'s bytes and what they say; a new config drops every other entry.
    var config: CacheEntry<Data, SiteConfig>?
    /// `load audits`: the audit files' bytes (`nil` for a missing file) and the audits loaded from them.
    var audits: CacheEntry<[Data?], [Audit]>?
    /// `verify audits`: scans by sources and rules (``AuditVerifier/scanKey(_:)``), keyed by a hash of the files they read.
    var scans = KeyedMemo<[String], ContentHash, ScanResult>()
    /// `load theme`: the theme, keyed by a hash of its folder (the key every page's reuse depends on).
    var theme: CacheEntry<ContentHash, Theme>?
    /// `load content`: the content folder as last loaded.
    var content = ContentMemo()
    /// `render markdown`: rendered pages and audits.
    var markdown = MarkdownMemo()
    /// `assemble site`: the site, its reports and the audits' trends.
    var assembly = AssemblyMemo()
    /// `check links`: the link warnings of the site assembled from a key.
    var links: CacheEntry<AssemblyKey?, [Diagnostic]>?
    /// `render pages`: what the output holds, so that unchanged pages are kept.
    var pages = PageMemo()
    /// `write site`: the search index and its script.
    var searchIndex = Slot<SearchIndex, Data>()

    /// The files changed since the last run, when a watcher knows them; `nil` when any file may have changed.
    var changes: Set<String>?
    /// Set by `restore cache` when the inputs and the output are as the last build left them: what that
    /// build printed. The runner stops there.
    var upToDate: DiskCache.StoredResult?
    /// The build cache on disk this run reads and writes (`restore cache`, `save cache`): its manifest and
    /// the hash of the inputs.
    var disk: (manifest: URL, inputs: ContentHash)?
    /// Whether products are kept for a later run in this process (``BuildSession``); a one-off build lets go
    /// of the large ones (the content, the Markdown) as soon as their step is done.
    let retainsProducts: Bool

    init(retainsProducts: Bool) {
        self.retainsProducts = retainsProducts
    }

    /// Drops every product, keeping what the run was told (a new config: everything is made from it).
    mutating func forgetProducts() {
        var empty = BuildCache(retainsProducts: retainsProducts)
        empty.changes = changes
        empty.disk = disk
        self = empty
    }

    /// Forgets what belongs to one run.
    mutating func beginRun() {
        upToDate = nil
        pages.pending = nil
    }

    /// After `step` in a one-off build: lets go of what no later step of the run reads again.
    mutating func release(after step: Step) {
        guard !retainsProducts else { return }
        switch step {
        case .content: content = ContentMemo()
        case .markdown: markdown.forgetPages()
        default: break
        }
    }

    /// At the end of a run whose output was written: what it published is what the next run compares with.
    mutating func commitRun() {
        if let pending = pages.pending { pages.published = pending }
        pages.pending = nil
    }
}

/// A product and the key it was made from.
struct CacheEntry<Key: Equatable & Sendable, Product: Sendable>: Sendable {
    var key: Key
    var product: Product

    /// The product, when it was made from `key`.
    func product(for key: Key) -> Product? { self.key == key ? product : nil }
}

/// The one product of a part of a step's work (its reports, its search script), with its key.
struct Slot<Key: Equatable & Sendable, Product: Sendable>: StepMemo {
    var entry: CacheEntry<Key, Product>?

    /// The product made from `key`: the kept one when its key is equal, else made now and kept.
    mutating func product<E: Error>(for key: Key, make: () throws(E) -> Product) throws(E) -> Product {
        if let product = entry?.product(for: key) { return product }
        let product = try make()
        entry = CacheEntry(key: key, product: product)
        return product
    }
}

/// Products a step makes item by item (a scan, a rendered audit), each with the key it was made from.
struct KeyedMemo<ID: Hashable & Sendable, Key: Equatable & Sendable, Product: Sendable>: StepMemo {
    private(set) var entries: [ID: CacheEntry<Key, Product>] = [:]

    /// The item's product, when it was made from `key`.
    func product(for id: ID, key: Key) -> Product? { entries[id]?.product(for: key) }

    /// Keeps this run's products, and only those.
    mutating func replace(with entries: [ID: CacheEntry<Key, Product>]) { self.entries = entries }
}

/// Everything a ``SiteAssembly`` is made from, besides the config (whose change empties the
/// cache): equal keys assemble equal sites, which render equal pages.
struct AssemblyKey: Equatable, Sendable {
    var pages: [SourcePage]
    var resolver: SiteLinkResolver
    var assets: [Asset]
    var check: CheckResult
    var verified: Set<String>
    var theme: ContentHash?
    var history: SourceHistory
    var trends: [String: AuditTrend]
}

/// What the audits' trends are read from: the build's commit and each audit's file, sources and rules.
struct TrendKey: Equatable, Sendable {
    var build: String
    var audits: [[String]]
    var ids: [String]
    var scan: ScanSettings
}
