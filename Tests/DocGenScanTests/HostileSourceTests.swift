@testable import DocGenScan
import DocGenCore
import DocGenTestSupport
import Foundation
import Testing

/// Swift a CI gate must survive: input that makes swift-syntax 603 take exponential time or overflow the
/// stack, and shapes our own analysis must handle in linear time.
@Suite struct HostileSourceTests {
    static let run24 = "struct S {\n    var t[[[[[[[[[[[[[[[[[[[[[[[[s\n}\n"

    func scan(_ files: [String: String]) throws -> ScanResult {
        let project = try FixtureProject()
        for (path, text) in files { try project.write(path, text) }
        return try AccessibilityScanner().scan(paths: [project.url("App")], root: project.root)
    }

    @Test func unclosedBracketRunIsSkippedWithALocatedWarning() throws {
        let result = try scan(["App/S.swift": Self.run24, "App/Good.swift": ScannerInputTests.site])
        #expect(result.files == ["App/Good.swift"])
        #expect(result.diagnostics.map(\.description) == [
            "App/S.swift:2:10: warning: skipped: more than 12 '[' nested in a row make swift-syntax's type lookahead take "
                + "exponential time; the file is not parsed",
        ])
        #expect(result.skippedFiles == ["App/S.swift"])
        #expect(result.sites.count == 1)
    }

    @Test func tenKilobyteRunDoesNotCrash() throws {
        let text = ScannerInputTests.site + "let x = " + String(repeating: "[", count: 10_000) + "\n" + ScannerInputTests.site
        let result = try scan(["App/Big.swift": text])
        #expect(result.skippedFiles == ["App/Big.swift"])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "App/Big.swift", line: 5, column: 9))
    }

    @Test func deepNestingBeyondTheParserLimitAndLongGenericRunsAreSkipped() throws {
        let parens = "let x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300) + "\n"
        let angles = "let x = " + String(repeating: "a<", count: 400) + "b\n"
        let result = try scan(["App/Parens.swift": parens, "App/Angles.swift": angles])
        #expect(result.skippedFiles == ["App/Angles.swift", "App/Parens.swift"])
        #expect(result.diagnostics.map(\.message).allSatisfy { $0.hasPrefix(ScanResult.skippedPrefix) })
    }

    @Test func realNestingIsScanned() throws {
        // Deeply nested literals whose run of '[' is broken by what a type cannot hold (strings, operators,
        // closures), brackets in strings and comments, and long chains of balanced brackets.
        // (Debug builds of swift-syntax stop nesting at 20 levels, release builds at 256.)
        let json = Self.json(depth: 15)
        let closures = Self.closures(depth: 15)
        let grid = "let grid: [[[Int]]] = [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]\n"
        let text = """
        let json: Any = \(json)
        let closures = \(closures)
        \(grid)let quoted = "[[[[[[[[[[[[[[[[[[[[[[[[" + #"[[[[[[[[[[[[[[[[[[[["# + "\\(1)"
        let block = \"\"\"
            [[[[[[[[[[[[[[[[[[[[[[[[ \\(grid.count) "[[[[[[[[[[[[[[[
            \"\"\"
        /* outer /* inner [[[[[[[[[[[[[[[[[[[[[[[[ */ still comment [[[[[[[[[[[[[[[[[[[[ */
        // [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
        let raw = ##"a "# [[[[[[[[[[[[[[[[[[[[[[[[[[[[ "##
        let pairs = [[1, 2], [3, 4], [5, 6]].map { [$0[0] < $0[1], $0[0] > 1] }

        """ + ScannerInputTests.site
        let result = try scan(["App/Real.swift": text])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.files == ["App/Real.swift"])
        #expect(result.sites.count == 1)
        #expect(NestingPrescan.check("let a: Any = \(Self.json(depth: 120))\nlet b = \(Self.closures(depth: 120))\n") == nil)
    }

    static func json(depth: Int) -> String {
        (0..<depth).reduce("1") { inner, level in "[\"k\(level)\": \(inner)]" }
    }

    static func closures(depth: Int) -> String {
        (0..<depth).reduce("0") { inner, _ in "{ \(inner) }" }
    }

    @Test func codeInsideAnInterpolationIsCode() {
        let text = "let s = \"a \\(" + String(repeating: "[", count: 20) + "x\n"
        #expect(NestingPrescan.check(text) != nil)
        #expect(NestingPrescan.check("let s = \"a \\(b) [[[[[[[[[[[[[[[[[[[[\"\n") == nil)
    }

    @Test func prescanSeesNoRealCodeNearItsLimits() throws {
        // The examples and fixtures of this repository: runs of '[' stay far below the limit.
        var longest = 0
        for url in try FixtureFiles.swiftFiles() {
            let measured = NestingPrescan.measure(try String(contentsOf: url, encoding: .utf8))
            #expect(measured.refusal == nil, "\(url.path)")
            longest = max(longest, measured.longestRun)
        }
        #expect(longest < NestingPrescan.runLimit / 2)
    }

    @Test func longElseIfChainsAndDeepTreesParseOnTheLargeStack() throws {
        let chain = "func f(a: Bool) {\n    if a {}\n" + String(repeating: "    else if a {}\n", count: 5_000) + "}\n"
        let members = "let v = a" + String(repeating: ".b", count: NestingPrescan.chainLimit) + "\n"
        let result = try scan(["App/Chain.swift": chain, "App/Members.swift": members])
        #expect(result.files == ["App/Chain.swift", "App/Members.swift"])
        #expect(result.diagnostics.isEmpty)
    }

    /// Red team 3, F1: a file over the per-file time limit was skipped on a slow machine and scanned on a fast
    /// one. The shapes that make the scan slow are refused from the bytes, before parsing, on every machine.
    @Test func theWorkBudgetIsDecidedFromTheBytesBeforeParsing() {
        let chain = "private let chain = 0\n" + String(repeating: "    .bitWidth\n", count: 100_000)
        let refusal = NestingPrescan.check(chain)
        #expect(refusal?.message.hasPrefix("more than 2000 member accesses chained in one expression") == true, "\(String(describing: refusal))")
        #expect(refusal?.offset == 26, "the first `.bitWidth`")
        #expect(NestingPrescan.check("let v = a" + String(repeating: ".b", count: 20_000)) != nil)
        #expect(NestingPrescan.check("let v = a" + String(repeating: "?.b()", count: NestingPrescan.chainLimit)) == nil)
        #expect(NestingPrescan.check("let v = a" + String(repeating: "?.b()", count: NestingPrescan.chainLimit + 1)) != nil)
        // Statements, arguments and elements each start a new expression.
        #expect(NestingPrescan.check(String(repeating: "x.a.b.c\n", count: 3_000)) == nil)
        #expect(NestingPrescan.check("f(" + String(repeating: "x.a.b.c, ", count: 3_000) + ")") == nil)
        #expect(NestingPrescan.check("let s = 1" + String(repeating: " + 1", count: NestingPrescan.operatorLimit - 2) + "\n") == nil)
        #expect(NestingPrescan.check("let s = 1" + String(repeating: " + 1", count: NestingPrescan.operatorLimit) + "\n")?.message
            .hasPrefix("more than 4000 operators in one expression") == true)
        #expect(NestingPrescan.check(String(repeating: "let s = 1 + 2 * 3.5 - x!\n", count: 3_000)) == nil)
        #expect(NestingPrescan.check(String(repeating: " ", count: NestingPrescan.byteLimit)) == nil)
        #expect(NestingPrescan.check(String(repeating: " ", count: NestingPrescan.byteLimit + 1))?.message.hasPrefix("the file is larger than 2 MiB") == true)
    }

    @Test func realCodeStaysFarBelowTheWorkBudget() throws {
        var chain = 0
        var operators = 0
        for url in try FixtureFiles.swiftFiles() {
            let measured = NestingPrescan.measureExpressions(try String(contentsOf: url, encoding: .utf8))
            chain = max(chain, measured.chain)
            operators = max(operators, measured.operators)
        }
        #expect(chain > 3 && chain < NestingPrescan.chainLimit / 50, "\(chain)")
        #expect(operators > 3 && operators < NestingPrescan.operatorLimit / 50, "\(operators)")
    }

    @Test func theTimeLimitIsReportedAsAMachineDependentSafetyNet() {
        var timing = FileTiming(paths: ["App/A.swift", "App/B.swift"], limit: 60)
        let values = timing.record([FileWorkers.Outcome(value: 1, seconds: 0.1), FileWorkers.Outcome<Int>(value: nil, seconds: 61)], files: [0, 1])
        #expect(values == [1, nil])
        #expect(timing.diagnostics.map(\.description) == [
            "App/B.swift:1:1: warning: skipped: scanning did not finish within 60.00 s (--file-time-limit), a safety net whose "
                + "outcome depends on the machine: the file is within docgen's limits for one file, so please report it; the file is not scanned",
        ])
        #expect(ScanStatistics.format(1e17) == "1e+17")
        #expect(ScanOptions.defaultFileTimeLimit == 60)
    }

    @Test func filesOverTheTimeLimitAreGivenUpAndTheRestFinish() {
        let release = DispatchSemaphore(value: 0)
        defer { release.signal() }
        let outcomes = FileWorkers(timeLimit: 1).map(4) { index -> Int in
            if index == 1 { release.wait() }
            return index * 10
        }
        #expect(outcomes.map(\.value) == [0, nil, 20, 30])
        #expect(outcomes[1].seconds >= 1)
    }

    /// The work (``Ancestry/steps``: nodes climbed, chain calls read, covered ranges probed) of judging one
    /// file with every rule: `body` is `lines` copies of `line`, chained on `Text("a")` in a view.
    static func work(chaining line: String, times lines: Int) -> Int {
        let text = "import SwiftUI\nstruct V: View {\n    @State var x = false\n    var body: some View {\n        Text(\"a\")\n"
            + String(repeating: "            " + line + "\n", count: lines) + "            .frame(height: 20)\n    }\n}\n"
        // The workers' large stacks: a chain of thousands of calls is a tree thousands of levels deep.
        return FileWorkers(timeLimit: nil).map(1) { _ in
            let file = ParsedFile(index: 0, path: "V.swift", text: text)
            for session in RuleRegistry.sessions(nil, options: ScanOptions()) {
                session.prepareEarly(definers: [], index: DefinitionIndex(declarations: [], texts: [text]))
                session.judge(file, final: false)
            }
            return file.ancestry.steps
        }[0].value ?? 0
    }

    /// Work for a chain `large / small` times longer, over the work for the short one: about that ratio when the
    /// analysis is linear, its square when every site reads the whole chain.
    static func growth(of line: String, small: Int, large: Int) -> (ratio: Double, small: Int, large: Int) {
        let few = work(chaining: line, times: small)
        let many = work(chaining: line, times: large)
        return (Double(many) / Double(max(few, 1)), few, many)
    }

    @Test func modifierChainsCostLinearWork() {
        // Four times the chain: four times the work when linear, sixteen when every site climbs the chain.
        let mixed = Self.growth(of: ".animation(.spring, value: x).font(.system(size: 12)).lineLimit(1)", small: 100, large: 400)
        #expect(mixed.small > 0)
        #expect(mixed.ratio < 5, "\(mixed.small) → \(mixed.large)")
    }

    /// The red team's shapes (F16): 16,000 chained `.font(.system(size: 12))` took 26 s and as many
    /// `.animation(.spring(), value: x)` 17 s, since every site was checked against every earlier site's
    /// arguments; a chain of taps read the whole chain for every tap (8,000: 31 s), a chain of matched geometry
    /// effects every container for every effect (8,000: 22 s). Eight times the chain costs about ten times the
    /// work (covered ranges are searched in log n steps); sixty-four when quadratic (measured: ×61 with a linear
    /// search of the ranges).
    @Test(arguments: [".font(.system(size: 12))", ".animation(.spring(), value: x)", ".onTapGesture { go() }",
                      ".matchedGeometryEffect(id: \"a\", in: ns)", ".foregroundStyle(.white)", ".background(Color.black)",
                      ".tint(.white).buttonStyle(.borderedProminent)"])
    func longChainsOfOneModifierCostLinearWork(line: String) {
        let growth = Self.growth(of: line, small: 125, large: 1_000)
        print("work of \(line) chained 125 and 1,000 times: \(growth.small) → \(growth.large) (×\(String(format: "%.2f", growth.ratio)))")
        #expect(growth.small > 125)
        #expect(growth.ratio < 16, "\(line): \(growth.small) → \(growth.large)")
    }
}

/// The Swift files of this repository's examples and scanner fixtures.
enum FixtureFiles {
    static func swiftFiles() throws -> [URL] {
        var files: [URL] = []
        for folder in ["examples", "Tests/DocGenScanTests/Fixtures"] {
            let root = RepositoryPaths.root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        return files
    }
}
