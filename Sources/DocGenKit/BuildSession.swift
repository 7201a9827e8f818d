import DocGenCore
import Foundation

/// A build kept in memory between runs, for `docgen serve`: each ``rebuild(logger:)`` runs the same
/// step list as `docgen build`, reusing what the build cache says is unchanged, and publishes the
/// result to ``site`` — byte for byte what a clean build would write. A failed run leaves the last
/// good site published.
public final class BuildSession: @unchecked Sendable {
    /// The site as last built successfully.
    public let site: MemorySite
    private var context: BuildContext
    /// What earlier runs made, reused by the next.
    private var cache = BuildCache(retainsProducts: true)
    /// Whether the last run failed: the next one cannot trust a list of changes, which would
    /// leave out the files changed before the failure.
    private var lastFailed = true

    /// A session for `options`; its site is kept in memory, never written to the output folder.
    public init(options: BuildOptions) {
        var options = options
        let site = MemorySite()
        options.destination = .memory(site)
        self.site = site
        context = BuildContext(options: options)
    }

    /// One run of the pipeline.
    public struct Rebuild: Sendable {
        /// The build's result, or why it stopped.
        public var outcome: Result<BuildResult, BuildFailure>
        /// The published paths that this run added, changed or removed (empty when it failed).
        public var changed: Set<String>
        /// Wall-clock seconds the run took.
        public var seconds: Double
    }

    /// Runs the pipeline again; call from one thread at a time. `changes` are the paths that
    /// changed since the last run, when a watcher knows them; with `nil` any file may have changed.
    public func rebuild(changes: Set<String>? = nil, logger: Logger = .silent) -> Rebuild {
        cache.changes = lastFailed ? nil : changes
        let start = DispatchTime.now()
        let generation = site.generation
        let outcome: Result<BuildResult, BuildFailure>
        do {
            try BuildRunner(steps: Pipeline.steps, logger: logger).run(&context, cache: &cache)
            outcome = .success(BuildResult(context: context))
        } catch {
            outcome = .failure(error)
        }
        if case .failure = outcome { lastFailed = true } else { lastFailed = false }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let changed = site.generation == generation ? [] : site.lastChanges
        return Rebuild(outcome: outcome, changed: changed, seconds: seconds)
    }

    /// The files and folders whose changes can change the site: the config, the content folder,
    /// the theme, every audit's data file and every audit's sources. Only the config before it loads.
    public var watchedPaths: [URL] {
        context.inputs?.all ?? [context.options.configFile]
    }
}
