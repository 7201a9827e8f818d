import DocGenCore
import Foundation

/// One rule's part in one scan, as the scanner sees it: the stages of ``ScanRun`` call these in order, and
/// the rule's own data (contexts, notes, drafts) stays typed inside its ``RuleSession``.
protocol RuleRun: AnyObject, Sendable {
    /// The rule's id.
    var ruleID: String { get }
    /// Whether a file may define what other files' judgements need (``RuleAnalysis/isDefiner(_:)``).
    func isDefiner(_ text: String) -> Bool
    /// Reads a definer when it is first parsed (``RuleAnalysis/definerNotes(_:)``). Called on worker threads.
    func noteDefiner(_ file: ParsedFile)
    /// Prepares the early context from the definers alone.
    func prepareEarly(definers: [DefinerFile], index: DefinitionIndex)
    /// Judges a file with the early context (`final` false) or the final one, and holds the judgement until
    /// the file is kept; a file outside the scan's shard (`reported` false) is judged only as far as the
    /// rule's other files need it (``RuleAnalysis/judgesFilesAlone``). Called on worker threads, one file at
    /// a time each.
    func judge(_ file: ParsedFile, final: Bool, reported: Bool)
    /// Whether the files outside a shard leave the rule nothing but notes (``RuleAnalysis/judgesFilesAlone``).
    var judgesFilesAlone: Bool { get }
    /// Whether a file's judgement depends on the context it is judged with (``RuleAnalysis/judgeReadsContext``).
    var judgeReadsContext: Bool { get }
    /// Prepares the final context from the definers and the notes of the early judgements of `files`.
    func prepareFinal(definers: [DefinerFile], index: DefinitionIndex, notes files: [Int])
    /// Reads a definer judged with the final context (``RuleAnalysis/definerFinalNotes(_:context:)``), for `finish`.
    /// Called on worker threads.
    func noteDefinerFinal(_ file: ParsedFile)
    /// Whether the early judgement of a file must be made again with the final context.
    func needsRejudge(_ file: Int) -> Bool
    /// Keeps the drafts of a file's latest judgement (and a definer's final notes) for `finish`.
    func keep(_ file: Int)
    /// Concludes every kept draft into sites.
    func finish(index: DefinitionIndex) -> [ScanSite]
    /// Helpers the final context found (safe wrappers).
    var helpers: [SafeWrapper] { get }
    /// How long the rule took: preparing, judging every file (added up over threads) and finishing.
    var time: RuleTime { get }
}

extension RuleRun {
    /// Judges a file whose sites are reported (every file of a scan without shards).
    func judge(_ file: ParsedFile, final: Bool) { judge(file, final: final, reported: true) }
}

/// How long one rule took in a scan, in seconds; judging is added up over files and threads.
public struct RuleTime: Sendable, Hashable {
    /// The rule's id.
    public var rule: String
    /// Both preparations.
    public var prepare = 0.0
    /// Every judgement of a file.
    public var judge = 0.0
    /// Concluding the sites.
    public var finish = 0.0

    /// The whole.
    public var total: Double { prepare + judge + finish }
}

/// The type-erasing box of a ``RuleAnalysis``: holds its typed contexts, the judgements of files not yet kept,
/// and the drafts kept, so the scanner runs every rule alike without casts.
///
/// Judgements arrive from worker threads, so they and the time spent are guarded by a lock. A file whose
/// worker is given up (over the time limit) may still deliver its judgement later; the scanner never keeps it.
final class RuleSession<Analysis: RuleAnalysis>: RuleRun, @unchecked Sendable {
    private let analysis: Analysis
    private var early: Analysis.Context?
    private var final: Analysis.Context?
    private let lock = NSLock()
    private var judged: [Int: FileJudgement<Analysis.Notes?, Analysis.Pending>] = [:]
    private var definerNotes: [Int: Analysis.DefinerNotes] = [:]
    private var definerFinalNotes: [Int: Analysis.DefinerFinalNotes] = [:]
    private var keptFinalNotes: [Int: Analysis.DefinerFinalNotes] = [:]
    /// The definers of the final context, in the scan's order.
    private var definerOrder: [Int] = []
    private var kept: [SiteDraft<Analysis.Pending>] = []
    private var spent: RuleTime

    init(_ analysis: Analysis) {
        self.analysis = analysis
        spent = RuleTime(rule: Analysis.Rule.id)
    }

    var ruleID: String { Analysis.Rule.id }

    func isDefiner(_ text: String) -> Bool { analysis.isDefiner(text) }

    func noteDefiner(_ file: ParsedFile) {
        let notes = analysis.definerNotes(file)
        lock.withLock { definerNotes[file.index] = notes }
    }

    /// The definers with the notes of their first parse (a definer given up in that parse is not among them).
    private func withNotes(_ definers: [DefinerFile]) -> DefinerFiles<Analysis.DefinerNotes> {
        let notes = lock.withLock {
            definers.map { file in
                guard let notes = definerNotes[file.index] else { preconditionFailure("a definer is noted when first parsed") }
                return notes
            }
        }
        return DefinerFiles(files: definers, notes: notes)
    }

    func prepareEarly(definers: [DefinerFile], index: DefinitionIndex) {
        let start = FileWorkers.now()
        early = analysis.prepare(definers: withNotes(definers), index: index, notes: nil)
        spent.prepare += FileWorkers.now() - start
    }

    var judgesFilesAlone: Bool { Analysis.judgesFilesAlone }

    var judgeReadsContext: Bool { Analysis.judgeReadsContext }

    func judge(_ file: ParsedFile, final: Bool, reported: Bool) {
        guard let context = final ? self.final : early else { return }
        let alone = !reported && Analysis.judgesFilesAlone
        if alone, final || Analysis.Notes.self == NoData.self { return }
        let start = FileWorkers.now()
        // Notes feed the final context only: a final judgement (a definer, a file judged again) needs its drafts.
        var judgement: FileJudgement<Analysis.Notes?, Analysis.Pending> =
            alone ? FileJudgement(drafts: [], notes: analysis.notes(file, context: context))
                      : final ? FileJudgement(drafts: analysis.drafts(file, context: context), notes: nil)
                              : analysis.judge(file, context: context).withOptionalNotes
        if !file.previewLines.isEmpty { judgement.drafts.removeAll { file.isPreview(line: $0.site.line) } }
        let seconds = FileWorkers.now() - start
        lock.withLock {
            judged[file.index] = judgement
            spent.judge += seconds
        }
    }

    func prepareFinal(definers: [DefinerFile], index: DefinitionIndex, notes files: [Int]) {
        let notes = lock.withLock { files.compactMap { judged[$0]?.notes ?? nil } }
        let start = FileWorkers.now()
        final = analysis.prepare(definers: withNotes(definers), index: index, notes: notes)
        definerOrder = definers.map(\.index)
        spent.prepare += FileWorkers.now() - start
    }

    func noteDefinerFinal(_ file: ParsedFile) {
        guard let final else { return }
        let start = FileWorkers.now()
        let notes = analysis.definerFinalNotes(file, context: final)
        let seconds = FileWorkers.now() - start
        lock.withLock {
            definerFinalNotes[file.index] = notes
            spent.judge += seconds
        }
    }

    func needsRejudge(_ file: Int) -> Bool {
        guard let early, let final, let notes = lock.withLock({ judged[file]?.notes ?? nil }) else { return false }
        return analysis.needsRejudge(notes, early: early, final: final)
    }

    func keep(_ file: Int) {
        lock.withLock {
            if let judgement = judged.removeValue(forKey: file) { kept += judgement.drafts }
            if let notes = definerFinalNotes.removeValue(forKey: file) { keptFinalNotes[file] = notes }
        }
    }

    func finish(index: DefinitionIndex) -> [ScanSite] {
        guard var final else { return [] }
        let start = FileWorkers.now()
        // A definer given up in its final judgement leaves no notes, as it leaves no sites.
        let notes = lock.withLock { definerOrder.compactMap { keptFinalNotes[$0] } }
        final = analysis.completing(final, with: notes, index: index)
        let sites = analysis.finish(kept, context: final, index: index).map(\.concluded)
        spent.finish += FileWorkers.now() - start
        return sites
    }

    var helpers: [SafeWrapper] { final.map(analysis.helpers) ?? [] }

    var time: RuleTime { lock.withLock { spent } }
}
