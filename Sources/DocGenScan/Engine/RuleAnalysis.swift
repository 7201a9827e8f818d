import DocGenCore
import SwiftSyntax

/// A rule the scanner runs: the documented rule (``AccessibilityRule``) and the analysis that judges files for
/// it. The registry lists these types; the engine makes each rule's analysis with the rule's settings.
protocol ScannerRule: AccessibilityRule {
    /// The analysis that finds and judges the rule's sites.
    associatedtype Analysis: RuleAnalysis where Analysis.Rule == Self
}

/// The analysis side of a rule, run by ``AccessibilityScanner`` on files it parsed once for every rule.
///
/// A scan runs in three steps that every rule shares: files that may define what other files rely on
/// (helpers, for Reduce Motion) are parsed first and `prepare`d; every other file is parsed, `judge`d and
/// released; then `finish` resolves what a file could not know alone (tokens defined elsewhere) through the
/// ``DefinitionIndex`` of all files. Each analysis declares its own data types; the engine carries them in a
/// ``RuleSession`` without looking inside.
protocol RuleAnalysis: Sendable {
    /// The rule judged: its id and its reasons.
    associatedtype Rule: ScannerRule
    /// What every judgement of a file shares, made by `prepare` (Reduce Motion: reads and safe wrappers).
    associatedtype Context: Sendable = NoData
    /// What judging one file leaves for the second `prepare` (Reduce Motion: the reads the file declares).
    associatedtype Notes: Sendable = NoData
    /// The rule's own record of a site as its file shows it, which `finish` concludes.
    associatedtype Pending: Sendable
    /// What a definer's first parse leaves `prepare` (Reduce Motion: the reads it declares), so that neither
    /// preparation parses every definer again for it.
    associatedtype DefinerNotes: Sendable = NoData
    /// What a definer judged with the final context leaves `finish` (Reduce Motion: the calls of its helpers and
    /// its member reads, which only concluding a site reads), so that the final context need not parse every
    /// definer for them before the definers are judged.
    associatedtype DefinerFinalNotes: Sendable = NoData

    /// The analysis with the rule's settings (`scan: rules: ID:` in `docgen.yml`).
    init(options: RuleOptions)

    /// Whether a file may define something other files' judgements need, so it is parsed and prepared first.
    func isDefiner(_ text: String) -> Bool
    /// The notes of a definer, read when it is first parsed.
    func definerNotes(_ file: ParsedFile) -> DefinerNotes
    /// What judgements share, from the definer files (and, on the second call, the notes of every other file).
    /// The definers are not kept parsed: `prepare` parses again those whose trees it reads (``DefinerFiles``).
    func prepare(definers: DefinerFiles<DefinerNotes>, index: DefinitionIndex, notes: [Notes]?) -> Context
    /// Judges one file as far as it can alone.
    func judge(_ file: ParsedFile, context: Context) -> FileJudgement<Notes, Pending>
    /// The drafts of a file judged with the final context, whose notes nothing reads: by default those of a
    /// whole judgement; a rule whose notes cost much can skip them.
    func drafts(_ file: ParsedFile, context: Context) -> [SiteDraft<Pending>]
    /// The final notes of a definer, read when it is judged with the final context (`context`).
    func definerFinalNotes(_ file: ParsedFile, context: Context) -> DefinerFinalNotes
    /// The final context completed, before `finish`, with the final notes of every definer judged, in the scan's
    /// order. A judgement never reads what this adds.
    func completing(_ context: Context, with notes: [DefinerFinalNotes], index: DefinitionIndex) -> Context
    /// Whether a file judged with the early context must be judged again with the final one.
    func needsRejudge(_ notes: Notes, early: Context, final: Context) -> Bool
    /// Concludes drafts into sites with their reasons, resolving names through the index of every file.
    func finish(_ drafts: [SiteDraft<Pending>], context: Context, index: DefinitionIndex) -> [RuleFinding<Rule.Reason>]
    /// Helpers found (safe wrappers), for the report.
    func helpers(_ context: Context) -> [SafeWrapper]
    /// Whether `finish` concludes each draft from it, the context and the index alone, never counting other
    /// files' drafts: then a shard (`--shard K/N`) keeps no drafts of the files outside it, and judges those
    /// files only for their notes (not at all when the rule has none). False (the default) judges and
    /// finishes every file in every shard, which keeps cross-file counts (a token's uses) whole.
    static var judgesFilesAlone: Bool { get }
    /// The notes of a file whose sites a shard does not report, when ``judgesFilesAlone``: by default those of
    /// a whole judgement; a rule can gather them for less.
    func notes(_ file: ParsedFile, context: Context) -> Notes
    /// Whether `judge` reads its context. A rule whose judgement does not (it uses its context in `finish` only)
    /// judges another rule's definer once, early: judging it again with the final context would give the same
    /// drafts. True by default; a rule without a context never reads one.
    static var judgeReadsContext: Bool { get }
}

extension RuleAnalysis {
    static var judgesFilesAlone: Bool { false }
    static var judgeReadsContext: Bool { Context.self != NoData.self }
    func notes(_ file: ParsedFile, context: Context) -> Notes { judge(file, context: context).notes }
    func drafts(_ file: ParsedFile, context: Context) -> [SiteDraft<Pending>] { judge(file, context: context).drafts }
    func isDefiner(_ text: String) -> Bool { false }
    func needsRejudge(_ notes: Notes, early: Context, final: Context) -> Bool { false }
    func helpers(_ context: Context) -> [SafeWrapper] { [] }
}

extension RuleAnalysis where Context == NoData {
    func prepare(definers: DefinerFiles<DefinerNotes>, index: DefinitionIndex, notes: [Notes]?) -> NoData { NoData() }
}

extension RuleAnalysis where DefinerNotes == NoData {
    func definerNotes(_ file: ParsedFile) -> NoData { NoData() }
}

extension RuleAnalysis where DefinerFinalNotes == NoData {
    func definerFinalNotes(_ file: ParsedFile, context: Context) -> NoData { NoData() }
    func completing(_ context: Context, with notes: [NoData], index: DefinitionIndex) -> Context { context }
}

/// The context or notes of a rule that needs none.
struct NoData: Sendable, Hashable {}

/// What judging one file gives a rule: its drafts and the notes its second `prepare` needs.
struct FileJudgement<Notes: Sendable, Pending: Sendable>: Sendable {
    var drafts: [SiteDraft<Pending>]
    var notes: Notes
}

extension FileJudgement {
    /// The same judgement, its notes held as optional (a session keeps none for a final judgement).
    var withOptionalNotes: FileJudgement<Notes?, Pending> { FileJudgement<Notes?, Pending>(drafts: drafts, notes: notes) }
}

extension FileJudgement where Notes == NoData {
    /// A judgement that leaves no notes.
    init(drafts: [SiteDraft<Pending>]) {
        self.init(drafts: drafts, notes: NoData())
    }
}

/// A site as far as its own file shows it (where it is, its kind, its arguments), and the rule's own record
/// of it for `finish`.
struct SiteDraft<Pending: Sendable>: Sendable {
    var site: ScanSite
    var pending: Pending
}

/// A site a rule concluded, and the reason for its verdict: the engine writes the reason and its verdict into
/// the site, so a rule can only give reasons it declares.
struct RuleFinding<Reason: RuleReason>: Sendable {
    var site: ScanSite
    var reason: Reason

    /// The site with its reason and the verdict the reason gives.
    var concluded: ScanSite {
        var site = site
        site.reason = reason.description
        site.verdict = reason.verdict
        return site
    }
}

extension ScanSite {
    /// A site of `rule` at `token` before the rule concludes it: its reason and verdict come from its
    /// ``RuleFinding``, its severity from the rule's severity rules.
    static func drafted(rule: String, in file: ParsedFile, at token: TokenSyntax, kind: String, enclosing: String,
                        argument: String) -> ScanSite {
        let location = file.location(of: token)
        return ScanSite(rule: rule, file: file.path, line: location.line, column: location.column, kind: kind, severity: .medium,
                        verdict: .fail, reason: "", enclosing: enclosing, argument: argument)
    }
}
