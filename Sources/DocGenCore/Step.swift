/// What docgen was doing when it found a problem: every ``Diagnostic`` names one of these.
///
/// The build's steps (`config` … `write`) are run by DocGenKit's pipeline, which declares their
/// order and tags every diagnostic a step reports with that step; the others belong to the
/// commands that run outside the pipeline.
public enum Step: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Reading `docgen.yml`.
    case config = "load config"
    /// Reading the build cache in `.build-docgen/`: a build whose inputs and output are unchanged stops here.
    case restoreCache = "restore cache"
    /// Reading and validating the audit files.
    case audits = "load audits"
    /// Checking audits that name `sources` against the Swift code.
    case verify = "verify audits"
    /// Computing coverage, gates and the baseline ratchet.
    case coverage = "check coverage"
    /// Taking the output folder: its lock, the checks that it may be replaced, the staging folder.
    case output = "prepare output"
    /// Reading the theme's templates and assets.
    case theme = "load theme"
    /// Reading the content folder: pages, front matter, assets.
    case content = "load content"
    /// Rendering Markdown (pages and audit fields) with cmark-gfm.
    case markdown = "render markdown"
    /// Putting the site together: navigation, output pages, reports.
    case assemble = "assemble site"
    /// Checking every internal link and anchor.
    case links = "check links"
    /// Rendering every page through the theme.
    case render = "render pages"
    /// Writing the site's files and swapping it in.
    case write = "write site"
    /// Writing the build cache in `.build-docgen/`.
    case saveCache = "save cache"
    /// Writing a command's report (`$GITHUB_STEP_SUMMARY`, a baseline file).
    case report = "write report"
    /// `docgen scan`: finding and judging animation sites.
    case scan = "scan"
    /// `docgen scan --write-audit`: creating or merging an audit file.
    case writeAudit = "write audit"
    /// `docgen init`: scanning the sources and writing a new project's files.
    case initialize = "init"
    /// `docgen theme eject`: writing the embedded theme into a folder.
    case ejectTheme = "eject theme"

    /// The step's name, as progress lines print it.
    public var name: String { rawValue }

    public var description: String { rawValue }
}
