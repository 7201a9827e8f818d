import DocGenCore
import Foundation
import SwiftSyntax

/// One scan, stage by stage, in the order ``AccessibilityScanner`` runs them:
///
/// 1. ``read(_:sessions:)`` reads every input, refuses what swift-syntax cannot parse in time and tells the
///    definers (files that may define what other files' judgements need);
/// 2. ``prepareEarly()`` parses the definers, keeps their declarations (not their trees) and prepares every rule
///    with them;
/// 3. ``judgeOthers()`` parses and judges every other file, keeping only its declarations and suppressions, and
///    judges each definer early for the rules it is not a definer of, unless they did in stage 2 (so no rule's
///    verdicts depend on which other rules run);
/// 4. ``prepareFinal()`` indexes every declaration and prepares every rule again with every file's notes;
/// 5. ``keepOrRejudge()`` keeps each file's drafts, or judges the file again for a rule whose final context
///    changes its judgement;
/// 6. ``judgeDefiners()`` parses the definers again and judges them with the final contexts;
/// 7. ``conclude()`` finishes every rule's sites, drops the files given up on the way, applies suppressions
///    and assigns stable ids.
///
/// Every stage that parses or judges runs on ``FileWorkers`` within the time limit per file; a file given up
/// in any stage keeps no site at all.
struct ScanRun {
    /// A file read and accepted for parsing.
    struct LoadedFile: Sendable {
        var path: String
        var text: String
        /// For each rule of the scan, in order, whether the file is one of its definers (decided once, when read).
        var definerOf: [Bool]
        /// Whether any rule needs the file before the others are judged.
        var isDefiner: Bool { definerOf.contains(true) }
        /// Read for its declarations only (an indexed package): never judged, never reported.
        var indexOnly = false
        /// Whether the file's sites are reported: it belongs to the scan's shard (every file without one), and is
        /// not only indexed.
        var reported = true
    }

    /// What a file's parse leaves the scan besides the rules' judgements.
    struct FileFacts: Sendable {
        var index: Int
        var path: String
        var declarations: [Declaration]
        var suppressions: [Suppression]
    }

    let sessions: [any RuleRun]
    let files: [LoadedFile]
    let shard: ScanShard?
    private(set) var problems: [Diagnostic]
    private(set) var timing: FileTiming
    private let workers: FileWorkers
    private var definers: [DefinerFile] = []
    /// The rules that judged every definer early in stage 2.
    private var judgedEarly: Set<Int> = []
    private var others: [FileFacts] = []
    private var index: DefinitionIndex?

    init(sessions: [any RuleRun], files: [LoadedFile], problems: [Diagnostic], timeLimit: Double?, shard: ScanShard? = nil) {
        self.sessions = sessions
        self.files = files.map { file in
            var file = file
            file.reported = !file.indexOnly && (shard?.contains(file.path) ?? true)
            return file
        }
        self.shard = shard
        self.problems = problems
        timing = FileTiming(paths: files.map(\.path), limit: timeLimit)
        workers = FileWorkers(timeLimit: timeLimit)
    }

    /// Stage 1: the text of every input; a file that cannot be read or that swift-syntax cannot parse in
    /// reasonable time (``NestingPrescan``) becomes a diagnostic instead.
    static func read(_ inputs: [SourceInput], sessions: [any RuleRun]) -> (files: [LoadedFile], problems: [Diagnostic]) {
        let read = Parallel.map(inputs.count) { index -> Result<LoadedFile, DiagnosticError> in
            ParsedFile.read(inputs[index]).flatMap { text in
                if let refusal = NestingPrescan.check(text) {
                    let location = LineTable(text).location(of: AbsolutePosition(utf8Offset: refusal.offset))
                    return .failure(DiagnosticError(.warning(ScanResult.skippedPrefix + refusal.message, at: SourceLocation(
                        file: inputs[index].path, line: location.line, column: location.column), step: .scan)))
                }
                return .success(LoadedFile(path: inputs[index].path, text: text, definerOf: sessions.map { $0.isDefiner(text) },
                                           indexOnly: inputs[index].indexOnly))
            }
        }
        var files: [LoadedFile] = []
        var problems: [Diagnostic] = []
        for outcome in read {
            switch outcome {
            case let .success(file): files.append(file)
            case let .failure(error): problems += error.diagnostics
            }
        }
        return (files, problems)
    }

    /// Stage 2: parses the definers, notes each for every rule, and prepares every rule's early context with
    /// them; each definer's tree is released once read (``DefinerFile``). A rule none of whose definers is in the
    /// scan is prepared first (from no definer, with an index of no declarations), so that it judges each definer
    /// early in that same parse instead of a parse of its own.
    mutating func prepareEarly() {
        let (loaded, sessions) = (files, sessions)
        let ready = sessions.indices.filter { rule in !loaded.contains { $0.definerOf[rule] } }
        let nothing = DefinitionIndex(declarations: [], texts: loaded.map(\.text))
        for rule in ready { sessions[rule].prepareEarly(definers: [], index: nothing) }
        let positions = loaded.indices.filter { loaded[$0].isDefiner }
        let parsed = timing.record(workers.map(positions.count) { position in
            let index = positions[position]
            let file = ParsedFile(index: index, path: loaded[index].path, text: loaded[index].text)
            for session in sessions { session.noteDefiner(file) }
            if !loaded[index].indexOnly {
                for rule in ready { sessions[rule].judge(file, final: false, reported: loaded[index].reported) }
            }
            return DefinerFile(file)
        }, files: positions)
        definers = parsed.compactMap { $0 }
        let early = DefinitionIndex(declarations: definers.flatMap(\.declarations), texts: files.map(\.text))
        for rule in sessions.indices where !ready.contains(rule) { sessions[rule].prepareEarly(definers: definers, index: early) }
        judgedEarly = Set(ready)
    }

    /// Stage 3: parses every other file and judges it with every rule's early context; the tree is released
    /// once judged.
    mutating func judgeOthers() {
        let (loaded, sessions) = (files, sessions)
        let positions = loaded.indices.filter { !loaded[$0].isDefiner }
        let judged = timing.record(workers.map(positions.count) { position in
            let index = positions[position]
            let file = ParsedFile(index: index, path: loaded[index].path, text: loaded[index].text)
            if !loaded[index].indexOnly {
                for session in sessions { session.judge(file, final: false, reported: loaded[index].reported) }
            }
            return FileFacts(index: file.index, path: file.path, declarations: file.declarations, suppressions: file.suppressions)
        }, files: positions)
        others = judged.compactMap { $0 }
        judgeDefinersEarly()
    }

    /// A definer is one rule's: the other rules judge it early like any other file, so that its notes reach their
    /// final context. Without this a rule's verdicts would depend on which other rules run (a file that reduce-motion
    /// reads first would leave voiceover none of its notes). The rules prepared before the definers judged them in
    /// stage 2; a rule with definers of its own judges another rule's definers here, parsed again.
    private mutating func judgeDefinersEarly() {
        let (loaded, sessions, done) = (files, sessions, judgedEarly)
        let pending = definers.filter { file in
            !timing.isSkipped(file.index) && !loaded[file.index].indexOnly
                && zip(sessions.indices, loaded[file.index].definerOf).contains { !$1 && !done.contains($0) }
        }
        _ = timing.record(workers.map(pending.count) { position in
            let file = pending[position].parse()
            for (rule, defines) in zip(sessions.indices, loaded[file.index].definerOf) where !defines && !done.contains(rule) {
                sessions[rule].judge(file, final: false, reported: loaded[file.index].reported)
            }
            return true
        }, files: pending.map(\.index))
    }

    /// Stage 4: the index of every declaration judged so far, and every rule's final context.
    mutating func prepareFinal() {
        let index = DefinitionIndex(declarations: definers.flatMap(\.declarations) + others.flatMap(\.declarations), texts: files.map(\.text))
        let noted = others.map(\.index) + definers.map(\.index)
        for session in sessions { session.prepareFinal(definers: definers, index: index, notes: noted) }
        self.index = index
    }

    /// Stage 5: keeps the drafts of every file judged in stage 3, except for the rules that must judge it
    /// again with their final context: those judge it again here and keep the new drafts.
    mutating func keepOrRejudge() {
        var again: [(file: Int, sessions: [Int])] = []
        for file in others {
            var rejudge: [Int] = []
            for (position, session) in sessions.enumerated() {
                // A rule that keeps no drafts outside the shard need not parse such a file again.
                let wanted = files[file.index].reported || !session.judgesFilesAlone
                if wanted, session.needsRejudge(file.index) { rejudge.append(position) } else { session.keep(file.index) }
            }
            if !rejudge.isEmpty { again.append((file.index, rejudge)) }
        }
        let (loaded, sessions, pending) = (files, sessions, again)
        let rejudged = timing.record(workers.map(pending.count) { entry in
            let index = pending[entry].file
            let file = ParsedFile(index: index, path: loaded[index].path, text: loaded[index].text)
            for position in pending[entry].sessions { sessions[position].judge(file, final: true, reported: loaded[index].reported) }
            return true
        }, files: pending.map(\.file))
        for (entry, done) in zip(pending, rejudged) where done != nil {
            for position in entry.sessions { sessions[position].keep(entry.file) }
        }
    }

    /// Stage 6: judges the definers (parsed again) with the final contexts, and gives every rule each definer's final
    /// notes (an index-only definer is read for those alone); a rule whose judgement reads no context keeps its
    /// early judgement of another rule's definer (stage 3), which judging again would repeat.
    mutating func judgeDefiners() {
        let read = definers.filter { !timing.isSkipped($0.index) }
        let (sessions, loaded) = (sessions, files)
        let judged = timing.record(workers.map(read.count) { position in
            let file = loaded[read[position].index]
            let parsed = read[position].parse()
            if !file.indexOnly {
                for (session, defines) in zip(sessions, file.definerOf) where defines || session.judgeReadsContext {
                    session.judge(parsed, final: true, reported: file.reported)
                }
            }
            for session in sessions { session.noteDefinerFinal(parsed) }
            return true
        }, files: read.map(\.index))
        for (file, done) in zip(read, judged) where done != nil {
            for session in sessions { session.keep(file.index) }
        }
    }

    /// Stage 7: every rule's sites, without those of files given up on the way (a partial file would look
    /// scanned) or outside the shard, suppressed where a comment says so, with stable ids.
    func conclude() -> ScanResult {
        guard let index else { preconditionFailure("conclude() runs after prepareFinal()") }
        var sites: [ScanSite] = []
        for session in sessions { sites += session.finish(index: index) }
        let skipped = timing.skippedPaths
        let reported = Set(files.lazy.filter(\.reported).map(\.path))
        sites.removeAll { skipped.contains($0.file) || !reported.contains($0.file) }
        var suppressions: [String: [Suppression]] = [:]
        for file in definers where !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
        for file in others where !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
        for path in skipped { suppressions[path] = nil }
        suppressions = suppressions.filter { reported.contains($0.key) }
        let applied = Suppression.apply(suppressions, to: sites, rulesRun: Set(sessions.map(\.ruleID)))
        // Each diagnostic belongs to the shard of its file; one of no file to the first shard, so merged
        // shards say everything once.
        let diagnostics = (problems + timing.diagnostics + applied.warnings).filter { diagnostic in
            guard let shard else { return true }
            return diagnostic.location.map { shard.contains($0.file) } ?? (shard.index == 1)
        }
        return ScanResult(sites: StableIDs.assign(applied.sites), wrappers: sessions.flatMap(\.helpers),
                          files: files.map(\.path).filter { !skipped.contains($0) && reported.contains($0) },
                          rules: sessions.map(\.ruleID), diagnostics: diagnostics, shard: shard)
    }
}
