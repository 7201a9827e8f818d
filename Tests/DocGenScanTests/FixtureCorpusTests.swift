import DocGenCore
@testable import DocGenScan
import Foundation
import Testing

/// Scans the whole fixture corpus as one project and compares every site with the `↓` markers.
@Suite struct FixtureCorpusTests {
    static let options: ScanOptions = {
        var settings = ScanSettings()
        settings.reduceMotionReads = ["settings.prefersCalmInterface"]
        settings.safeWrappers = ["animateIfAllowed"]
        return ScanOptions(settings: settings)
    }()

    @Test func corpusHasAtLeastFortyFixtures() {
        #expect(FixtureCorpus.files().count >= 40)
    }

    @Test func precisionAndRecallAreComplete() throws {
        let result = try AnimationScanner(options: Self.options).scan(paths: [FixtureCorpus.root], root: FixtureCorpus.root)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        var expected: [String: SiteMarker] = [:]
        for file in FixtureCorpus.files() {
            let text = try String(contentsOf: FixtureCorpus.root.appendingPathComponent(file), encoding: .utf8)
            let parsed = SiteMarker.parse(text, file: file)
            #expect(parsed.problems.isEmpty, "\(parsed.problems)")
            for marker in parsed.markers { expected[marker.description] = marker }
        }
        let actual = Dictionary(result.sites.map { ("\($0.file):\($0.line):\($0.column)", $0) }, uniquingKeysWith: { a, _ in a })
        let found = Set(actual.keys).intersection(expected.keys)
        let precision = actual.isEmpty ? 1 : Double(found.count) / Double(actual.count)
        let recall = expected.isEmpty ? 1 : Double(found.count) / Double(expected.count)
        for key in Set(actual.keys).subtracting(expected.keys).sorted() {
            Issue.record("\(key): unexpected \(actual[key]?.kind ?? "") site (\(actual[key]?.guardReason.description ?? ""))")
        }
        for key in Set(expected.keys).subtracting(actual.keys).sorted() {
            Issue.record("\(key): expected site not found")
        }
        #expect(precision == 1, "precision \(precision)")
        #expect(recall == 1, "recall \(recall)")
        #expect(expected.count >= 60)

        var wrongVerdicts: [String] = []
        for key in found.sorted() {
            guard let site = actual[key], let marker = expected[key] else { continue }
            if site.guardReason.description != marker.guardReason {
                wrongVerdicts.append("\(key): guard \(site.guardReason) expected \(marker.guardReason)")
            }
            if site.severity.rawValue != marker.severity {
                wrongVerdicts.append("\(key): severity \(site.severity.rawValue) (\(site.motion.map(\.rawValue))) expected \(marker.severity)")
            }
            if let kind = marker.kind, kind != site.kind { wrongVerdicts.append("\(key): kind \(site.kind) expected \(kind)") }
            if let motion = marker.motion, motion != site.motion.map(\.rawValue) {
                wrongVerdicts.append("\(key): motion \(site.motion.map(\.rawValue)) expected \(motion)")
            }
        }
        #expect(wrongVerdicts.isEmpty, "\(wrongVerdicts.joined(separator: "\n"))")
    }

    @Test func findsWrappersAndTokensAcrossFiles() throws {
        let result = try AnimationScanner(options: Self.options).scan(paths: [FixtureCorpus.root], root: FixtureCorpus.root)
        let names = Set(result.wrappers.map { "\($0.kind.rawValue):\($0.name)" })
        for expected in ["function:withOptionalAnimation", "modifier:MotionSafe", "function:motionSafe", "token:standard",
                         "token:cardEntrance", "token:adaptive", "token:emphasis", "configured:animateIfAllowed"] {
            #expect(names.contains(expected), "missing wrapper \(expected)")
        }
        #expect(!names.contains("function:animateIn"))
        #expect(!names.contains("token:decorative"))
    }
}
