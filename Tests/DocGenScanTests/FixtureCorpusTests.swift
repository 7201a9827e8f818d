import DocGenCore
@testable import DocGenScan
import DocGenTestSupport
import Foundation
import Testing

/// Scans the whole fixture corpus as one project with every rule and compares every site with the `↓`
/// markers: precision and recall of the sites, agreement of severities, reasons and verdicts, per rule.
@Suite struct FixtureCorpusTests {
    static let options: ScanOptions = {
        var options = ScanOptions()
        var motion = RuleOptions()
        motion.set(ReduceMotionRule.reduceMotionReads, ["settings.prefersCalmInterface"])
        motion.set(ReduceMotionRule.safeWrappers, ["animateIfAllowed"])
        options.rules[ReduceMotionRule.id] = motion
        return options
    }()

    static let result: Result<ScanResult, DiagnosticError> = Result { () throws(DiagnosticError) in
        try AccessibilityScanner(options: options).scan(paths: [FixtureCorpus.root], root: FixtureCorpus.root)
    }

    static func expected() throws -> [String: SiteMarker] {
        var expected: [String: SiteMarker] = [:]
        for file in FixtureCorpus.files() {
            let text = try String(contentsOf: FixtureCorpus.root.appendingPathComponent(file), encoding: .utf8)
            let parsed = SiteMarker.parse(text, file: file)
            #expect(parsed.problems.isEmpty, "\(parsed.problems)")
            for marker in parsed.markers { expected["\(marker.rule) \(marker.description)"] = marker }
        }
        return expected
    }

    @Test func corpusHasTheFixturesEachRuleNeeds() {
        let files = FixtureCorpus.files()
        #expect(files.count >= 82)
        for rule in RuleRegistry.ids {
            let marked = files.filter { file in
                let text = (try? String(contentsOf: FixtureCorpus.root.appendingPathComponent(file), encoding: .utf8)) ?? ""
                return SiteMarker.parse(text, file: file).markers.contains { $0.rule == rule }
            }
            #expect(marked.count >= 25, "\(rule): \(marked.count) fixture files with markers")
        }
    }

    @Test(arguments: RuleRegistry.ids)
    func precisionRecallAndAgreementAreComplete(rule: String) throws {
        let result = try Self.result.get()
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let expected = try Self.expected().filter { $0.value.rule == rule }
        let actual = Dictionary(result.sites(of: rule).map { ("\($0.rule) \($0.file):\($0.line):\($0.column)", $0) },
                                uniquingKeysWith: { first, _ in first })
        let found = Set(actual.keys).intersection(expected.keys)
        for key in Set(actual.keys).subtracting(expected.keys).sorted() {
            Issue.record("\(key): unexpected \(actual[key]?.kind ?? "") site (\(actual[key]?.reason ?? "") \(actual[key]?.severity.rawValue ?? ""))")
        }
        for key in Set(expected.keys).subtracting(actual.keys).sorted() {
            Issue.record("\(key): expected site not found")
        }
        var severityAgrees = 0
        var disagreements: [String] = []
        for key in found.sorted() {
            guard let site = actual[key], let marker = expected[key] else { continue }
            if site.severity.rawValue == marker.severity {
                severityAgrees += 1
            } else {
                disagreements.append("\(key): severity \(site.severity.rawValue) (\(site.detail)) expected \(marker.severity)")
            }
            if site.reason != marker.reason { disagreements.append("\(key): reason \(site.reason) expected \(marker.reason)") }
            if let verdict = marker.verdict, verdict != site.verdict.rawValue {
                disagreements.append("\(key): verdict \(site.verdict.rawValue) expected \(verdict)")
            }
            if let kind = marker.kind, kind != site.kind { disagreements.append("\(key): kind \(site.kind) expected \(kind)") }
            if let curve = marker.curve, curve != site.motion?.curve.map(\.rawValue) {
                disagreements.append("\(key): curve \(site.motion?.curve.map(\.rawValue) ?? []) expected \(curve)")
            }
            if let effects = marker.effects, effects != site.motion?.effects.map(\.rawValue) {
                disagreements.append("\(key): effects \(site.motion?.effects.map(\.rawValue) ?? []) expected \(effects)")
            }
        }
        let precision = actual.isEmpty ? 1 : Double(found.count) / Double(actual.count)
        let recall = expected.isEmpty ? 1 : Double(found.count) / Double(expected.count)
        let agreement = found.isEmpty ? 1 : Double(severityAgrees) / Double(found.count)
        print("fixture corpus [\(rule)]: \(expected.count) expected sites, \(actual.count) found; precision \(Self.percent(precision)), "
            + "recall \(Self.percent(recall)), severity agreement \(Self.percent(agreement))")
        #expect(precision == 1, "precision \(precision)")
        #expect(recall == 1, "recall \(recall)")
        #expect(agreement == 1, "severity agreement \(agreement)")
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        #expect(expected.count >= 60)
    }

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

    @Test func everyVerdictAndReasonOfReduceMotionIsCovered() throws {
        let sites = try Self.result.get().sites(of: ReduceMotionRule.id)
        for verdict in Verdict.allCases {
            #expect(sites.contains { $0.verdict == verdict }, "no \(verdict.rawValue) site in the corpus")
        }
        let reasons = Set(sites.map { $0.reason.split(separator: " ").first.map(String.init) ?? $0.reason })
        for reason in ReduceMotionRule.reasons {
            #expect(reasons.contains(reason.head), "no site with reason \(reason.name) in the corpus")
        }
    }

    @Test func suppressionsWithoutAReasonOrASiteWarn() throws {
        let warnings = try Self.result.get().diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings == [
            "Lumen/Features/Mascot/MascotView.swift:33:17: warning: docgen:ignore reduce-motion has no reason and exempts nothing; "
                + "write '// docgen:ignore RULE: REASON'",
            "Lumen/Features/Mascot/MascotView.swift:37:9: warning: docgen:ignore reduce-motion matches no site on line 38",
        ])
    }

    @Test func findsWrappersAcrossFiles() throws {
        let result = try Self.result.get()
        let names = Set(result.wrappers.map { "\($0.kind.rawValue):\($0.name)" })
        for expected in ["function:withOptionalAnimation", "modifier:MotionSafe", "function:motionSafe", "configured:animateIfAllowed",
                         "function:riseTransition"] {
            #expect(names.contains(expected), "missing wrapper \(expected)")
        }
        let unconfigured = try AccessibilityScanner().scan(paths: [FixtureCorpus.root], root: FixtureCorpus.root)
        #expect(Set(unconfigured.wrappers.map { "\($0.kind.rawValue):\($0.name)" }) == names.subtracting(["configured:animateIfAllowed"]))
        for unsafe in ["function:animateIn", "function:slideUpTransition", "function:springResponse", "function:hero"] {
            #expect(!names.contains(unsafe), "\(unsafe) does not guard")
        }
        // Helpers whose sites only fade guard nothing: they are not listed as safe wrappers.
        for fading in ["modifier:WelcomeGlow", "function:welcomeGlow", "function:fadeTransition"] {
            #expect(!names.contains(fading), "\(fading) only fades")
        }
    }
}

/// The fixture corpus under `Fixtures/`, found from this source file.
enum FixtureCorpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Relative paths of every fixture, sorted.
    static func files() -> [String] {
        let base = root.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var result: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { result.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1))) }
        }
        return result.sorted()
    }
}
