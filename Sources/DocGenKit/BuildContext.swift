import DocGenAudit
import DocGenCore
import DocGenSite
import Foundation

/// Everything the pipeline's steps read and produce, passed from step to step in order.
///
/// Each step fills in its part (the config, the audits, the rendered pages, …); a later step reads
/// what earlier ones made and never reaches back to change it. It holds the build's values only: what
/// earlier runs made, and the keys it was made from, is the runner's (``BuildCache``).
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

    /// A context for a run with `options`.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// Forgets what belongs to one run.
    mutating func beginRun() {
        warnings = []
        linkDiagnostics = []
        site = nil
        sourceHistory = nil
        output = nil
        statistics = BuildStatistics()
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

    /// A value an earlier step makes; a step that runs before it is a mistake in the step list.
    func required<T>(_ value: T?, _ what: String) throws(DiagnosticError) -> T {
        guard let value else {
            throw DiagnosticError(.error("internal failure: the step list uses the \(what) before it is made"))
        }
        return value
    }
}
