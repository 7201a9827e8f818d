import DocGenCore

/// The analysis side of a rule, run by ``AccessibilityScanner`` on files it parsed once for every rule.
///
/// A scan runs in three steps that every rule shares: files that may define what other files rely on
/// (helpers, for Reduce Motion) are parsed first and `prepare`d; every other file is parsed, `judge`d and
/// released; then `finish` resolves what a file could not know alone (tokens defined elsewhere) through the
/// ``DefinitionIndex`` of all files. A rule's context, notes and drafts are its own types, passed through
/// the engine as `any Sendable`.
protocol RuleAnalysis: Sendable {
    /// The rule's id.
    var ruleID: String { get }
    /// Identifiers whose occurrences may be sites: the pre-filter, derived from the rule's site matchers.
    var siteNames: Set<String> { get }
    /// Whether a file may define something other files' judgements need, so it is parsed and prepared first.
    func isDefiner(_ text: String) -> Bool
    /// What judgements share, from the definer files (and, on the second call, the notes of every other file).
    func prepare(definers: [ParsedFile], index: DefinitionIndex, notes: [any Sendable]?) -> any Sendable
    /// Judges one file as far as it can alone.
    func judge(_ file: ParsedFile, context: any Sendable) -> FileJudgement
    /// Whether a file judged with the early context must be judged again with the final one.
    func needsRejudge(_ notes: any Sendable, early: any Sendable, final: any Sendable) -> Bool
    /// Turns drafts into sites, resolving names through the index of every file.
    func finish(_ drafts: [SiteDraft], context: any Sendable, index: DefinitionIndex) -> [ScanSite]
    /// Helpers found (safe wrappers), for the report.
    func helpers(_ context: any Sendable) -> [SafeWrapper]
}

/// What judging one file gives a rule: its drafts and the notes its second `prepare` needs.
struct FileJudgement: Sendable {
    var drafts: [SiteDraft]
    var notes: any Sendable
}

/// A site as far as its own file shows it; `pending` is the rule's own record for `finish`.
struct SiteDraft: Sendable {
    var site: ScanSite
    var pending: any Sendable
}
