import DocGenCore
import Foundation
import SwiftSyntax

/// Scans Swift sources with every selected accessibility rule, parsing each file once for all of them.
///
/// A byte prescan picks the few files that may define what other files rely on (safe wrappers); they are
/// parsed first and kept. Every other file is then parsed, judged by each rule and released, so memory stays
/// bounded by the largest files rather than the project. The declarations of every file (a walk of
/// declarations only) form a ``DefinitionIndex`` through which each rule resolves, at the end, the tokens
/// its sites use. A file is parsed again only when a rule asks for it (a Reduce Motion read fed from another
/// file turned out to matter).
public struct AccessibilityScanner: Sendable {
    /// How files are found and what each rule is told.
    public var options: ScanOptions
    /// The ids of the rules to run; nil runs every rule.
    public var rules: [String]?

    /// Creates a scanner running `rules` (every rule when nil).
    public init(options: ScanOptions = ScanOptions(), rules: [String]? = nil) {
        self.options = options
        self.rules = rules
    }

    /// Scans files and folders; reported paths are relative to `root`. Throws for paths that do not exist.
    public func scan(paths: [URL], root: URL) throws(DiagnosticError) -> ScanResult {
        try measuredScan(paths: paths, root: root).result
    }

    /// ``scan(paths:root:)``, with how long it took.
    public func measuredScan(paths: [URL], root: URL) throws(DiagnosticError) -> (result: ScanResult, statistics: ScanStatistics) {
        let found = try SourceDiscovery(options: options).files(in: paths, root: root)
        return scan(inputs: found.files, diagnostics: found.diagnostics)
    }

    /// Scans in-memory sources given as (relative path, text) pairs.
    public func scan(sources: [(path: String, text: String)]) -> ScanResult {
        scan(inputs: sources.map { SourceInput(url: nil, path: $0.path, text: $0.text) }, diagnostics: []).result
    }

    func scan(inputs: [SourceInput], diagnostics: [Diagnostic]) -> (result: ScanResult, statistics: ScanStatistics) {
        let started = FileWorkers.now()
        var problems = diagnostics
        let analyses = RuleRegistry.analyses(rules, options: options)
        // Read, refuse what swift-syntax cannot parse in time (NestingPrescan), and tell definers, in one pass.
        let read = Parallel.map(inputs.count) { index -> Result<(text: String, isDefiner: Bool), DiagnosticError> in
            ParsedFile.read(inputs[index]).flatMap { text in
                if let refusal = NestingPrescan.check(text) {
                    let location = LineTable(text).location(of: AbsolutePosition(utf8Offset: refusal.offset))
                    return .failure(DiagnosticError(.warning(ScanResult.skippedPrefix + refusal.message, at: SourceLocation(
                        file: inputs[index].path, line: location.line, column: location.column), step: .scan)))
                }
                return .success((text, analyses.contains { $0.isDefiner(text) }))
            }
        }
        var loaded: [(path: String, text: String)] = []
        var isDefiner: [Bool] = []
        for (index, outcome) in read.enumerated() {
            switch outcome {
            case let .success(file):
                loaded.append((inputs[index].path, file.text))
                isDefiner.append(file.isDefiner)
            case let .failure(error):
                problems.append(contentsOf: error.diagnostics)
            }
        }
        let texts = loaded
        var timing = FileTiming(paths: texts.map(\.path), limit: options.fileTimeLimit)
        let workers = FileWorkers(timeLimit: options.fileTimeLimit)
        let definerIndexes = texts.indices.filter { isDefiner[$0] }
        let otherIndexes = texts.indices.filter { !isDefiner[$0] }

        let parsedDefiners = timing.record(workers.map(definerIndexes.count) { position in
            ParsedFile(index: definerIndexes[position], path: texts[definerIndexes[position]].path, text: texts[definerIndexes[position]].text)
        }, files: definerIndexes)
        let definers = parsedDefiners.compactMap { $0 }
        let early = analyses.map { $0.prepare(definers: definers, index: DefinitionIndex(declarations: definers.flatMap(\.declarations),
                                                                                           texts: texts.map(\.text)), notes: nil) }
        let judged = timing.record(workers.map(otherIndexes.count) { position in
            let index = otherIndexes[position]
            return Self.judge(ParsedFile(index: index, path: texts[index].path, text: texts[index].text), analyses, early)
        }, files: otherIndexes)
        let outcomes = zip(otherIndexes, judged).compactMap { index, outcome in outcome.map { (index: index, outcome: $0) } }

        let index = DefinitionIndex(declarations: definers.flatMap(\.declarations) + outcomes.flatMap(\.outcome.declarations),
                                    texts: texts.map(\.text))
        let finals = analyses.indices.map { rule in
            analyses[rule].prepare(definers: definers, index: index, notes: outcomes.map { $0.outcome.judgements[rule].notes })
        }
        var drafts: [[SiteDraft]] = Array(repeating: [], count: analyses.count)
        var pendingAgain: [(index: Int, rules: [Int])] = []
        for (index, outcome) in outcomes {
            var rejudge: [Int] = []
            for rule in analyses.indices {
                if analyses[rule].needsRejudge(outcome.judgements[rule].notes, early: early[rule], final: finals[rule]) {
                    rejudge.append(rule)
                } else {
                    drafts[rule] += outcome.judgements[rule].drafts
                }
            }
            if !rejudge.isEmpty { pendingAgain.append((index, rejudge)) }
        }
        let again = pendingAgain
        let rejudged = timing.record(workers.map(again.count) { entry in
            let index = again[entry].index
            let file = ParsedFile(index: index, path: texts[index].path, text: texts[index].text)
            return file.judging { again[entry].rules.map { (rule: $0, drafts: analyses[$0].judge(file, context: finals[$0]).drafts) } }
        }, files: again.map(\.index))
        for entry in rejudged.compactMap({ $0 }).flatMap({ $0 }) { drafts[entry.rule] += entry.drafts }
        let keptDefiners = definers.filter { !timing.isSkipped($0.index) }
        let definerDrafts = timing.record(workers.map(keptDefiners.count) { file in
            keptDefiners[file].judging { analyses.indices.map { analyses[$0].judge(keptDefiners[file], context: finals[$0]).drafts } }
        }, files: keptDefiners.map(\.index))
        for perRule in definerDrafts.compactMap({ $0 }) { for rule in analyses.indices { drafts[rule] += perRule[rule] } }

        var sites: [ScanSite] = []
        for rule in analyses.indices { sites += analyses[rule].finish(drafts[rule], context: finals[rule], index: index) }
        // A file given up in a later step keeps no sites at all: a partial file would look scanned.
        sites.removeAll { site in timing.skippedPaths.contains(site.file) }
        var suppressions: [String: [Suppression]] = [:]
        for file in definers where !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
        for (_, outcome) in outcomes where !outcome.suppressions.isEmpty { suppressions[outcome.path] = outcome.suppressions }
        for path in timing.skippedPaths { suppressions[path] = nil }
        let applied = Suppression.apply(suppressions, to: sites, rulesRun: Set(analyses.map(\.ruleID)))
        let result = ScanResult(sites: StableIDs.assign(applied.sites), wrappers: analyses.indices.flatMap { analyses[$0].helpers(finals[$0]) },
                                files: texts.map(\.path).filter { !timing.skippedPaths.contains($0) }, rules: analyses.map(\.ruleID),
                                diagnostics: problems + timing.diagnostics + applied.warnings)
        return (result, timing.statistics(seconds: FileWorkers.now() - started))
    }

    /// What stays of a file judged right after parsing: each rule's judgement, its declarations and suppressions.
    struct Outcome: Sendable {
        var path: String
        var judgements: [FileJudgement]
        var declarations: [Declaration]
        var suppressions: [Suppression]
    }

    /// Judges one file with every rule; the tree is released on return.
    private static func judge(_ file: ParsedFile, _ analyses: [any RuleAnalysis], _ contexts: [any Sendable]) -> Outcome {
        Outcome(path: file.path, judgements: file.judging { analyses.indices.map { analyses[$0].judge(file, context: contexts[$0]) } },
                declarations: file.declarations, suppressions: file.suppressions)
    }
}
