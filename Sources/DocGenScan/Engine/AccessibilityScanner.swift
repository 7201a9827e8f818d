import DocGenCore
import Foundation

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
        let found = try SourceDiscovery(options: options).files(in: paths, root: root)
        return scan(inputs: found.files, diagnostics: found.diagnostics)
    }

    /// Scans in-memory sources given as (relative path, text) pairs.
    public func scan(sources: [(path: String, text: String)]) -> ScanResult {
        scan(inputs: sources.map { SourceInput(url: nil, path: $0.path, text: $0.text) }, diagnostics: [])
    }

    func scan(inputs: [SourceInput], diagnostics: [Diagnostic]) -> ScanResult {
        var problems = diagnostics
        var loaded: [(path: String, text: String)] = []
        for result in Parallel.map(inputs.count, { ParsedFile.read(inputs[$0]) }).enumerated() {
            switch result.element {
            case let .success(text): loaded.append((inputs[result.offset].path, text))
            case let .failure(error): problems.append(contentsOf: error.diagnostics)
            }
        }
        let texts = loaded
        let analyses = RuleRegistry.analyses(rules, options: options)
        let isDefiner = Parallel.map(texts.count) { index in analyses.contains { $0.isDefiner(texts[index].text) } }
        let definerIndexes = texts.indices.filter { isDefiner[$0] }
        let otherIndexes = texts.indices.filter { !isDefiner[$0] }

        let definers = Parallel.map(definerIndexes.count) { ParsedFile(index: definerIndexes[$0], path: texts[definerIndexes[$0]].path,
                                                                       text: texts[definerIndexes[$0]].text) }
        let early = analyses.map { $0.prepare(definers: definers, index: DefinitionIndex(declarations: definers.flatMap(\.declarations),
                                                                                           texts: texts.map(\.text)), notes: nil) }
        let outcomes = Parallel.map(otherIndexes.count) { position in
            let index = otherIndexes[position]
            return Self.judge(ParsedFile(index: index, path: texts[index].path, text: texts[index].text), analyses, early)
        }

        let index = DefinitionIndex(declarations: definers.flatMap(\.declarations) + outcomes.flatMap(\.declarations),
                                    texts: texts.map(\.text))
        let finals = analyses.indices.map { rule in
            analyses[rule].prepare(definers: definers, index: index, notes: outcomes.map { $0.judgements[rule].notes })
        }
        var drafts: [[SiteDraft]] = Array(repeating: [], count: analyses.count)
        var pendingAgain: [(position: Int, rules: [Int])] = []
        for (position, outcome) in outcomes.enumerated() {
            var rejudge: [Int] = []
            for rule in analyses.indices {
                if analyses[rule].needsRejudge(outcome.judgements[rule].notes, early: early[rule], final: finals[rule]) {
                    rejudge.append(rule)
                } else {
                    drafts[rule] += outcome.judgements[rule].drafts
                }
            }
            if !rejudge.isEmpty { pendingAgain.append((position, rejudge)) }
        }
        let again = pendingAgain
        let rejudged = Parallel.map(again.count) { entry in
            let index = otherIndexes[again[entry].position]
            let file = ParsedFile(index: index, path: texts[index].path, text: texts[index].text)
            return again[entry].rules.map { (rule: $0, drafts: analyses[$0].judge(file, context: finals[$0]).drafts) }
        }
        for entry in rejudged.flatMap({ $0 }) { drafts[entry.rule] += entry.drafts }
        let definerDrafts = Parallel.map(definers.count) { file in analyses.indices.map { analyses[$0].judge(definers[file], context: finals[$0]).drafts } }
        for perRule in definerDrafts { for rule in analyses.indices { drafts[rule] += perRule[rule] } }

        var sites: [ScanSite] = []
        for rule in analyses.indices { sites += analyses[rule].finish(drafts[rule], context: finals[rule], index: index) }
        var suppressions: [String: [Suppression]] = [:]
        for file in definers where !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
        for outcome in outcomes where !outcome.suppressions.isEmpty { suppressions[outcome.path] = outcome.suppressions }
        let applied = Suppression.apply(suppressions, to: sites, rulesRun: Set(analyses.map(\.ruleID)))
        return ScanResult(sites: StableIDs.assign(applied.sites), wrappers: analyses.indices.flatMap { analyses[$0].helpers(finals[$0]) },
                          files: texts.map(\.path), rules: analyses.map(\.ruleID), diagnostics: problems + applied.warnings)
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
        Outcome(path: file.path, judgements: analyses.indices.map { analyses[$0].judge(file, context: contexts[$0]) },
                declarations: file.declarations, suppressions: file.suppressions)
    }
}
