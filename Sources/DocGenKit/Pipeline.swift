import DocGenAudit
import DocGenCore
import Foundation

/// docgen's pipeline: the one list of steps that `docgen build`, `check` and `serve` run.
///
/// Config → (restore cache) → audits (+ scan) → coverage → output → theme → content → Markdown → site model
/// → links → pages → write → (save cache). The cache steps run only in a build that keeps the build cache on
/// disk; `check` runs the steps before the first one that produces the site.
public enum Pipeline {
    /// Every step, in the order it runs.
    public static let steps: [any BuildStep] = [
        LoadConfigStep(),
        RestoreCacheStep(),
        LoadAuditsStep(),
        VerifyAuditsStep(),
        CheckCoverageStep(),
        PrepareOutputStep(),
        LoadThemeStep(),
        LoadContentStep(),
        RenderMarkdownStep(),
        AssembleSiteStep(),
        CheckLinksStep(),
        RenderPagesStep(),
        WriteSiteStep(),
        SaveCacheStep(),
    ]

    /// The steps `docgen check` runs: up to the coverage gates, nothing rendered or written.
    public static var checkSteps: [any BuildStep] { steps.prefix { !$0.producesSite }.filter { !$0.usesBuildCache } }

    /// The steps a run with `options` runs: the cache steps only in a build that keeps the build cache on disk.
    public static func steps(for options: BuildOptions) -> [any BuildStep] {
        steps.filter { !$0.usesBuildCache || options.keepsBuildCache }
    }

    /// Builds the site into its output folder; on any error nothing is written. With
    /// `options.cache`, a build whose inputs and output are as the last one left them does
    /// nothing, and otherwise renders again only the pages whose context changed.
    public static func build(_ options: BuildOptions, logger: Logger = .silent) throws(BuildFailure) -> BuildResult {
        var context = BuildContext(options: options)
        var cache = BuildCache(retainsProducts: false)
        try BuildRunner(steps: steps, logger: logger).run(&context, cache: &cache)
        if let stored = cache.upToDate { return BuildResult(upToDate: stored, context: context) }
        return BuildResult(context: context)
    }

    /// Checks the audits and gates without rendering or writing anything.
    public static func check(_ options: BuildOptions, logger: Logger = .silent) throws(BuildFailure) -> BuildResult {
        var context = BuildContext(options: options)
        try BuildRunner(steps: checkSteps, logger: logger).run(&context)
        return BuildResult(context: context)
    }
}

/// Runs steps in order, printing `[i/n] name` before each and tagging every diagnostic with the
/// step that reported it. On an error the output's staging is discarded: nothing is written.
///
/// The runner owns the cache (``BuildCache``): it runs each cache-aware step with it, lets a one-off build
/// release what no later step reads, stops when `restore cache` finds the build up to date, and records
/// what a run published only when the run succeeded.
public struct BuildRunner: Sendable {
    /// The steps to run.
    public var steps: [any BuildStep]
    /// Where progress lines go.
    public var logger: Logger

    /// Creates a runner.
    public init(steps: [any BuildStep], logger: Logger = .silent) {
        self.steps = steps
        self.logger = logger
    }

    /// Runs every step on `context`, with nothing kept from earlier runs.
    public func run(_ context: inout BuildContext) throws(BuildFailure) {
        var cache = BuildCache(retainsProducts: false)
        try run(&context, cache: &cache)
    }

    /// Runs the steps that `context`'s options call for, reusing and updating `cache`.
    func run(_ context: inout BuildContext, cache: inout BuildCache) throws(BuildFailure) {
        context.beginRun()
        cache.beginRun()
        let steps = steps.filter { !$0.usesBuildCache || context.options.keepsBuildCache }
        for (index, step) in steps.enumerated() {
            let detail = step.detail(context).map { ": \($0)" } ?? ""
            logger.step(index + 1, of: steps.count, step.name + detail)
            let warnings = context.warnings.count
            let start = DispatchTime.now().uptimeNanoseconds
            defer { context.statistics.seconds[step.step] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
            do {
                try step.run(&context, reusing: &cache)
            } catch {
                context.output?.discard()
                context.output = nil
                throw BuildFailure(step: step.step, diagnostics: context.warnings + Self.tagged(error.diagnostics, step.step),
                                   root: context.root)
            }
            context.warnings[warnings...] = ArraySlice(Self.tagged(Array(context.warnings[warnings...]), step.step))
            cache.release(after: step.step)
            if cache.upToDate != nil { return }
        }
        cache.commitRun()
    }

    static func tagged(_ diagnostics: [Diagnostic], _ step: Step) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var tagged = diagnostic
            tagged.step = step
            tagged.notes = tagged.notes.map { note in
                var note = note
                note.step = step
                return note
            }
            return tagged
        }
    }
}

/// A run that stopped at a step with errors; nothing was written.
public struct BuildFailure: Error, Sendable {
    /// The step that failed.
    public var step: Step
    /// Its errors, and the warnings of the steps before it, each tagged with its step.
    public var diagnostics: [Diagnostic]
    /// The folder the diagnostics' paths are relative to.
    public var root: URL

    /// How many of the diagnostics are errors.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
}

/// What a run produced.
public struct BuildResult: Sendable {
    /// Warnings, each tagged with its step (for example broken links with `strict_links: false`).
    public var warnings: [Diagnostic]
    /// The folder diagnostics' paths are relative to.
    public var root: URL
    /// The folder the site was written to, when it was.
    public var output: URL?
    /// The output folder as the user wrote it (`--output` or the config's `output`), once the config is loaded.
    public var outputName: String?
    /// How many HTML pages the site has.
    public var pageCount: Int
    /// How much work the run did, and how much it reused.
    public var statistics: BuildStatistics
    /// The audits' coverage and gate results (not kept by the build cache: `nil` when the build
    /// was up to date).
    public var check: CheckResult?
    /// Each gate's result, in the audits' order; a failed gate still writes the site.
    public var gates: [GateOutcome]
    /// Ratchet violations against the baseline.
    public var ratchet: [Diagnostic]
    /// Whether every gate passed and the ratchet holds.
    public var passed: Bool
    /// Whether the build found its inputs and output as the last build left them, and did nothing.
    public var upToDate = false
    /// The configuration.
    public var config: SiteConfig?

    init(context: BuildContext) {
        warnings = context.warnings
        root = context.root
        if case .folder = context.options.destination, context.site != nil {
            output = context.outputURL
        }
        outputName = context.inputs?.outputName
        pageCount = context.site?.pageCount ?? 0
        statistics = context.statistics
        check = context.check
        gates = context.check.gates.map { GateOutcome(passed: $0.passed, summaryLine: $0.summaryLine, textLines: $0.textLines) }
        ratchet = context.check.ratchet
        passed = context.check.passed
        config = context.config
    }
}

/// A coverage gate's result as the command line prints it.
public struct GateOutcome: Sendable, Hashable, Codable {
    /// Whether the gate passed.
    public var passed: Bool
    /// `reduce-motion: 68/68 covered, 68 required: passed`.
    public var summaryLine: String
    /// One line per uncovered item, then the summary line.
    public var textLines: [String]
}

/// How much a run made again and how much it reused from earlier runs.
public struct BuildStatistics: Sendable, Hashable {
    /// Pages whose Markdown was rendered (the others were reused).
    public var markdownRendered = 0
    /// Pages rendered through the theme.
    public var pagesRendered = 0
    /// Pages whose published file was kept because their context did not change.
    public var pagesKept = 0
    /// Audit states read from git and computed for trends (the others came from the trend cache).
    public var trendStatesComputed = 0
    /// Wall-clock seconds each step took.
    public var seconds: [Step: Double] = [:]

    /// `load config 1.2 ms, load audits 0.3 ms, …`, in step order.
    public var timings: String {
        Pipeline.steps.compactMap { step in
            seconds[step.step].map { String(format: "%@ %.1f ms", step.name, $0 * 1000) }
        }.joined(separator: ", ")
    }
}
