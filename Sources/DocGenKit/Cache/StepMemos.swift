import DocGenAudit
import DocGenCore
import DocGenMarkdown
import DocGenSite
import Foundation

/// `load content`'s entry: the content folder as last loaded (read again file by file when a watcher says
/// which files changed).
struct ContentMemo: StepMemo {
    var content: Content?
}

/// `assemble site`'s entry: the site with what it was assembled from, its reports and the audits' trends.
struct AssemblyMemo: StepMemo {
    var site: CacheEntry<AssemblyKey, SiteAssembly>?
    var reports = Slot<CheckResult, [String: Data]>()
    var trends = Slot<TrendKey, [String: AuditTrend]>()
}

/// `render markdown`'s entry: the pages rendered earlier in this process (with the link resolver they were
/// rendered with), rendered Markdown from the build cache on disk, and the audits' rendered fields.
struct MarkdownMemo: StepMemo {
    private var resolver: SiteLinkResolver?
    private var pages: [String: RenderedPage] = [:]
    /// From the build cache on disk: rendered Markdown by source path, with its key; `nil` when the build
    /// keeps no cache on disk.
    var archive: [String: MarkdownArchive.Entry]?
    /// This run's rendered Markdown with its key, for the build cache on disk (when it is kept).
    private(set) var archived: [String: MarkdownArchive.Entry] = [:]
    /// Rendered audits by id.
    var audits = KeyedMemo<String, AuditRenderKey, RenderedAudit>()

    /// What pages rendered with `resolver` and `unsafeHTML` can reuse in this run.
    func lookup(resolver: SiteLinkResolver, unsafeHTML: Bool) -> MarkdownLookup {
        var options: ContentHash?
        if archive != nil {
            var hasher = ContentHasher()
            hasher.combine(resolver.contentHash)
            hasher.combine(unsafeHTML ? 1 : 0)
            options = hasher.finalize()
        }
        return MarkdownLookup(previous: self.resolver == resolver ? pages : [:], archive: archive ?? [:], options: options)
    }

    /// Keeps this run's pages, and their Markdown with its key for the cache on disk (when it is kept).
    mutating func remember(_ rendered: [RenderedPage], keys: [ContentHash?], resolver: SiteLinkResolver) {
        self.resolver = resolver
        pages = Dictionary(rendered.map { ($0.source.path, $0) }) { first, _ in first }
        guard archive != nil else { return }
        archived = Dictionary(zip(rendered, keys).compactMap { page, key in
            key.map { (page.source.path, MarkdownArchive.Entry(key: $0, markdown: page.markdown)) }
        }) { first, _ in first }
    }

    /// Lets go of the pages (and of the archive read from disk), keeping what is written back to disk.
    mutating func forgetPages() {
        resolver = nil
        pages = [:]
        if archive != nil { archive = [:] }
        audits = KeyedMemo()
    }
}

/// What a page's rendered Markdown can be reused from in one run; read from every core at once.
struct MarkdownLookup: Sendable {
    let previous: [String: RenderedPage]
    let archive: [String: MarkdownArchive.Entry]
    /// The hash of the render's options, when rendered Markdown is archived on disk.
    let options: ContentHash?

    /// The page's Markdown when an earlier render of the same source can be reused, and the page's key in the
    /// archive on disk (when it is kept).
    func reusable(_ source: SourcePage) -> (markdown: RenderedMarkdown?, key: ContentHash?) {
        if let cached = previous[source.path], cached.source == source { return (cached.markdown, nil) }
        // Pages over a megabyte are not archived: the archive would hold their HTML and links a second time.
        guard let options, source.body.utf8.count <= 1 << 20 else { return (nil, nil) }
        let key = MarkdownArchive.key(source, options: options)
        if let entry = archive[source.path], entry.key == key { return (entry.markdown, key) }
        return (nil, key)
    }
}

/// What an audit's Markdown fields are rendered from.
struct AuditRenderKey: Equatable, Sendable {
    var check: AuditCheck
    var verified: Bool
    var resolver: SiteLinkResolver
}

/// `render pages`' entry: what the output holds, so that a page whose context did not change is kept rather
/// than rendered again (equal contexts with the same theme render equal bytes).
struct PageMemo: StepMemo {
    /// The pages of an output, by path, with the theme and the site they were rendered from.
    struct Published: Sendable {
        var theme: ContentHash?
        var contexts: [String: PageContext]
        var site: AssemblyKey?
    }

    /// What the output holds (a session's site in memory).
    var published: Published?
    /// This run's pages, published when the run has written its output (``BuildCache/commitRun()``).
    var pending: Published?
    /// From the build cache on disk: the theme, and the context hash of each published file left intact.
    var onDisk: (theme: ContentHash, pages: [String: ContentHash])?
    /// Whether this run records every page's context hash (for the build cache on disk).
    var recordsHashes = false
    /// This run's context hashes, when recorded.
    private(set) var hashes: [String: ContentHash] = [:]

    /// Every published page, when the output holds exactly the site assembled from `site`, rendered with
    /// `theme`: nothing needs rendering. Never when hashes are recorded (they need every page's context).
    func unchangedSite(theme: ContentHash?, site: AssemblyKey?) -> [String: PageContext]? {
        guard !recordsHashes, let published, !published.contexts.isEmpty, published.theme == theme,
              let site, published.site == site else { return nil }
        return published.contexts
    }

    /// What pages rendered with `theme` can keep in this run.
    func reuse(theme: ContentHash?) -> PageReuse {
        PageReuse(published: published.flatMap { $0.theme == theme ? $0.contexts : nil } ?? [:],
                  onDisk: onDisk.flatMap { $0.theme == theme ? $0.pages : nil } ?? [:], recordsHashes: recordsHashes)
    }

    /// Records this run's pages (rendered or kept), to be published with the output.
    mutating func rendered(_ contexts: [String: PageContext], hashes: [String: ContentHash], theme: ContentHash?, site: AssemblyKey?) {
        pending = Published(theme: theme, contexts: contexts, site: site)
        if recordsHashes { self.hashes = hashes }
    }
}

/// Which published pages a render can keep; read from every core at once.
struct PageReuse: Sendable {
    let published: [String: PageContext]
    let onDisk: [String: ContentHash]
    let recordsHashes: Bool

    /// Whether the published file of `page` can be kept as it is, and the page's context hash when recorded.
    func keeps(_ page: PageContext) -> (kept: Bool, hash: ContentHash?) {
        let hash = recordsHashes ? page.contentHash : nil
        return (published[page.path] == page || (hash != nil && onDisk[page.path] == hash), hash)
    }
}
