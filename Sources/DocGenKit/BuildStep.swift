import DocGenCore

/// One step of the pipeline: it reads what earlier steps put into the context and adds its part.
///
/// A step reports invalid input by throwing every problem it found at once; warnings go into the
/// context. The runner tags every diagnostic with the step's ``Step``. A step does its work only: what it
/// reuses from earlier runs is decided with the runner's cache (``CachedStep``, ``MemoStep``), never kept
/// in the context.
public protocol BuildStep: Sendable {
    /// Which step this is; its name is what progress lines and diagnostics show.
    var step: Step { get }
    /// Whether the step makes the site (themes, pages, files): `docgen check` stops before the first one.
    var producesSite: Bool { get }
    /// Whether the step reads or writes the build cache on disk: it runs only in a build that keeps one.
    var usesBuildCache: Bool { get }
    /// More to say on the progress line, such as how many pages are rendered.
    func detail(_ context: BuildContext) -> String?
    /// Does the step's work.
    func run(_ context: inout BuildContext) throws(DiagnosticError)
    /// How the runner runs the step, with the runner's cache; a step that reuses nothing ignores it (the
    /// default runs ``run(_:)``).
    func run(_ context: inout BuildContext, reusing cache: inout BuildCache) throws(DiagnosticError)
}

extension BuildStep {
    /// The step's name: `render markdown`.
    public var name: String { step.name }
    public var producesSite: Bool { false }
    public var usesBuildCache: Bool { false }
    public func detail(_ context: BuildContext) -> String? { nil }

    public func run(_ context: inout BuildContext, reusing cache: inout BuildCache) throws(DiagnosticError) {
        try run(&context)
    }
}
