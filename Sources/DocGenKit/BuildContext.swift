import DocGenAudit
import DocGenCore
import DocGenSite
import Foundation

/// Everything the pipeline's steps read and produce, passed from step to step in order.
///
/// Each step fills in its part (the config, the audits, the rendered pages, …); a later step reads
/// what earlier ones made and never reaches back to change it.
public struct BuildContext: Sendable {
    /// What was asked for.
    public let options: BuildOptions
    /// The configuration, once `load config` has run.
    public internal(set) var config: SiteConfig?
    /// Every path the build reads, resolved with the config (``BuildInputs``).
    public internal(set) var inputs: BuildInputs?
    /// The audits, in the config's order.
    public internal(set) var audits: [Audit] = []
    /// The ids of the audits verified against Swift sources.
    public internal(set) var verifiedAuditIDs: Set<String> = []
    /// What the scanner says about the verified audits' items.
    public internal(set) var findings: [CoverageFinding] = []
    /// Coverage, gates and ratchet: what reports and the site show.
    public internal(set) var check = CheckResult(audits: [])
    /// The theme.
    public internal(set) var theme: Theme?
    /// The content folder's pages and assets.
    public internal(set) var content = Content(pages: [], assets: [])
    /// The content pages with their Markdown rendered.
    public internal(set) var pages: [RenderedPage] = []
    /// The audits with their Markdown fields rendered.
    public internal(set) var renderedAudits: [RenderedAudit] = []
    /// Problems with links found while rendering Markdown, checked with the site's own links.
    var linkDiagnostics: [Diagnostic] = []
    /// Commits and dates of the inputs, read from git once per run (before the site is assembled).
    public internal(set) var sourceHistory: SourceHistory?
    /// The site, once assembled.
    public internal(set) var site: SiteAssembly?
    /// Where the site's files go, once rendering has begun.
    var output: (any SiteOutput)?
    /// Warnings reported so far in this run, each tagged with its step.
    public internal(set) var warnings: [Diagnostic] = []
    /// How much this run made and reused.
    public internal(set) var statistics = BuildStatistics()
    /// What earlier runs made, for a run that repeats a build (``BuildSession``).
    var cache = BuildCache()
    /// The hash of the theme's folder, once the theme is loaded.
    var themeFingerprint: ContentHash?
    /// The contexts of the pages rendered or kept in this run, published with the output.
    var pendingContexts: [String: PageContext] = [:]
    /// The files that changed since the last run, when the caller knows them (a file watcher); `nil`
    /// when any file may have changed.
    var changes: Set<String>?
    /// Whether the site is assembled from exactly what the last run assembled it from.
    var siteUnchanged = false
    /// What this run's site was assembled from, cached with it once its links are checked.
    var assemblyKey: AssemblyKey?
    /// From the build cache on disk: the theme and each intact published page's context hash.
    var diskPages: (theme: ContentHash, pages: [String: ContentHash])?
    /// Whether the render step records every page's context hash, for the build cache on disk.
    var collectsPageHashes = false
    /// Every page's context hash, when recorded.
    var pageHashes: [String: ContentHash] = [:]
    /// From the build cache on disk: rendered Markdown by source path, with its key.
    var diskMarkdown: [String: MarkdownArchive.Entry] = [:]
    /// Every page's rendered Markdown with its key, when page hashes are recorded.
    var markdownEntries: [String: MarkdownArchive.Entry] = [:]

    /// A context for a run with `options`.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// Forgets what belongs to one run; the cache stays.
    mutating func beginRun() {
        warnings = []
        linkDiagnostics = []
        site = nil
        sourceHistory = nil
        output = nil
        pendingContexts = [:]
        statistics = BuildStatistics()
        siteUnchanged = false
        assemblyKey = nil
    }

    /// The project root: the config's folder, or the current folder before the config is loaded.
    public var root: URL {
        config?.root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// The folder the site is written to, once the config is loaded.
    public var outputURL: URL? { inputs?.output }

    /// The inputs' history, read from git on first use in a run; its warnings (a shallow clone) are
    /// reported once.
    mutating func history() -> SourceHistory {
        if let sourceHistory { return sourceHistory }
        guard let config else { return .none }
        let (history, warnings) = GitHistory.read(config: config, inputs: inputs ?? BuildInputs(config: config, options: options),
                                                  options: options)
        sourceHistory = history
        self.warnings += warnings
        return history
    }

    /// Each audit's trend over git history (``AuditTrendReader``), read when the site is assembled and
    /// kept while the build's commit and the audits' settings stay the same (a preview's rebuilds).
    mutating func trends() -> [String: AuditTrend] {
        guard let config, !audits.isEmpty, options.readsGit, let build = history().build else { return [:] }
        let key = TrendKey(build: build.hash, audits: config.audits.map { [$0.data, $0.match.rawValue] + $0.sources + ["\u{0}"] + $0.rules },
                           ids: audits.map(\.id), scan: config.scan)
        if let cached = cache.trends, cached.key == key { return cached.trends }
        let (trends, computed) = AuditTrendReader.read(config: config, audits: audits, upTo: build, options: options)
        statistics.trendStatesComputed += computed
        cache.trends = (key, trends)
        return trends
    }

    /// A value an earlier step makes; a step that runs before it is a mistake in the step list.
    func required<T>(_ value: T?, _ what: String) throws(DiagnosticError) -> T {
        guard let value else {
            throw DiagnosticError(.error("internal failure: the step list uses the \(what) before it is made"))
        }
        return value
    }
}
