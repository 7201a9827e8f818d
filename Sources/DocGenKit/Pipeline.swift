import DocGenAudit
import DocGenCore
import Foundation

/// docgen's pipeline: the one list of steps that `docgen build`, `check` and `serve` run.
///
/// Config → audits (+ scan) → coverage → theme → content → Markdown → site model → links → pages → write.
/// `check` runs the steps before the first one that produces the site.
public enum Pipeline {
    /// Every step, in the order it runs.
    public static let steps: [any BuildStep] = [
        LoadConfigStep(),
        LoadAuditsStep(),
        VerifyAuditsStep(),
        CheckCoverageStep(),
        LoadThemeStep(),
        LoadContentStep(),
        RenderMarkdownStep(),
        AssembleSiteStep(),
        CheckLinksStep(),
        RenderPagesStep(),
        WriteSiteStep(),
    ]

    /// The steps `docgen check` runs: up to the coverage gates, nothing rendered or written.
    public static var checkSteps: [any BuildStep] { Array(steps.prefix { !$0.producesSite }) }

    /// Builds the site into its output folder; on any error nothing is written.
    public static func build(_ options: BuildOptions, logger: Logger = .silent) throws(BuildFailure) -> BuildResult {
        var context = BuildContext(options: options)
        try BuildRunner(steps: steps, logger: logger).run(&context)
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

    /// Runs every step on `context`.
    public func run(_ context: inout BuildContext) throws(BuildFailure) {
        for (index, step) in steps.enumerated() {
            let detail = step.detail(context).map { ": \($0)" } ?? ""
            logger.step(index + 1, of: steps.count, step.name + detail)
            let warnings = context.warnings.count
            do {
                try step.run(&context)
            } catch {
                context.output?.discard()
                context.output = nil
                throw BuildFailure(step: step.step, diagnostics: context.warnings + Self.tagged(error.diagnostics, step.step),
                                   root: context.root)
            }
            context.warnings[warnings...] = ArraySlice(Self.tagged(Array(context.warnings[warnings...]), step.step))
        }
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
    /// How many HTML pages were written.
    public var pageCount: Int
    /// The audits' coverage and gate results; a failed gate still writes the site.
    public var check: CheckResult
    /// The configuration.
    public var config: SiteConfig?

    init(context: BuildContext) {
        warnings = context.warnings
        root = context.root
        output = context.site == nil ? nil : context.outputURL
        pageCount = context.site?.pageCount ?? 0
        check = context.check
        config = context.config
    }
}
