import DocGenCore
@testable import DocGenScan
import Testing

/// A rule that says its judgement reads no context (``RuleAnalysis/judgeReadsContext``) is not asked to judge another
/// rule's definers again with its final context (``ScanRun/judgeDefiners()``): judged with either context, every
/// fixture must give it the same sites. Reduce-motion, whose judgement reads its context, must say so.
@Suite struct ContextFreeJudgementTests {
    static let contextFree = RuleRegistry.sessions(nil, options: FixtureCorpusTests.options).filter { !$0.judgeReadsContext }.map(\.ruleID)

    @Test func reduceMotionReadsItsContextAndTheOtherRulesDoNot() {
        #expect(Self.contextFree == RuleRegistry.ids.filter { $0 != ReduceMotionRule.id })
    }

    @Test(arguments: contextFree)
    func aJudgementThatReadsNoContextIsTheSameEarlyAndFinal(rule: String) throws {
        let inputs = try SourceDiscovery(options: FixtureCorpusTests.options).files(in: [FixtureCorpus.root], root: FixtureCorpus.root).files
        let loaded = ScanRun.read(inputs, sessions: []).files
        let files = loaded.enumerated().map { ParsedFile(index: $0.offset, path: $0.element.path, text: $0.element.text) }
        let index = DefinitionIndex(declarations: files.flatMap(\.declarations), texts: files.map(\.text))
        func sites(judgedAgain: Bool) -> [String] {
            let session = RuleRegistry.sessions([rule], options: FixtureCorpusTests.options)[0]
            session.prepareEarly(definers: [], index: index)
            for file in files { session.judge(file, final: false) }
            session.prepareFinal(definers: [], index: index, notes: files.map(\.index))
            if judgedAgain { for file in files { session.judge(file, final: true) } }
            for file in files { session.keep(file.index) }
            return session.finish(index: index).map { "\($0.file):\($0.line):\($0.column) \($0.verdict.rawValue) \($0.reason)" }.sorted()
        }
        let early = sites(judgedAgain: false)
        #expect(!early.isEmpty)
        #expect(sites(judgedAgain: true) == early)
    }
}
