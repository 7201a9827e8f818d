import DocGenCore
@testable import DocGenScan
import Foundation
import Testing

/// motion-spec's settings read from docgen.yml: the allowed durations and the allowed curves and tokens.
@Suite struct MotionSpecSettingsTests {
    static let fade = """
        struct Banner: View {
            @State var shown = false
            var body: some View { Text("Saved").offset(y: shown ? 0 : 20).animation(.easeOut(duration: 0.8), value: shown) }
        }
        """

    static func config(_ settings: String) throws(DiagnosticError) -> ScanOptions {
        try ScannerInputTests.config("scan:\n  rules:\n    motion-spec:\n" + settings)
    }

    static func sites(_ code: String, _ options: ScanOptions = ScanOptions()) -> [String] {
        AccessibilityScanner(options: options, rules: [MotionSpecRule.id]).scan(sources: [("V.swift", code)]).sites
            .map { "\($0.line) \($0.kind) \($0.reason)" }
    }

    @Test func theRangeComesFromTheConfigurationWithDefaultsForAMissingBound() throws {
        #expect(Self.sites(Self.fade) == ["3 duration too-long"])
        #expect(Self.sites(Self.fade, try Self.config("      durations: {min: 0.1, max: 1}\n")) == ["3 duration in-range"])
        let quick = Self.fade.replacingOccurrences(of: "0.8", with: "0.15")
        // Only the ceiling is set: the floor stays the specification's 0.2 s.
        #expect(Self.sites(quick, try Self.config("      durations: {max: 1}\n")) == ["3 duration too-short"])
        #expect(Self.sites(quick, try Self.config("      durations: {min: 0.1}\n")) == ["3 duration in-range"])
    }

    @Test func aBadRangeIsALocatedError() {
        func errors(_ settings: String) -> [String] {
            do {
                _ = try Self.config(settings)
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        #expect(errors("      durations: {min: 0.6, max: 0.2}\n") == ["docgen.yml:4:24: error: 'min' of 'durations' (0.6) is above its 'max' (0.2)"])
        #expect(errors("      durations: {min: -1}\n").first?.hasPrefix("docgen.yml:4:24: error: 'min' of 'durations' must be a number of at least 0") == true)
        #expect(errors("      durations: {min: 0.1, longest: 2}\n").count == 1)
        #expect(errors("      curves: easeInOut\n").count == 1)
    }

    @Test func curvesAreSitesOnlyWhenTheConfigurationListsTheAllowedOnes() throws {
        let code = """
            enum Motion { static let standard = Animation.easeOut(duration: 0.3) }
            struct Card: View {
                @State var open = false
                var body: some View {
                    Text("A").offset(y: open ? 0 : 8).animation(Motion.standard, value: open)
                    Text("B").offset(y: open ? 0 : 8).animation(.spring(duration: 0.3), value: open)
                    Text("C").offset(y: open ? 0 : 8).animation(.easeInOut(duration: 0.3), value: open)
                }
            }
            """
        #expect(Self.sites(code) == ["1 duration in-range", "6 duration in-range", "7 duration in-range"])
        let options = try Self.config("      curves: [easeInOut, Motion.standard]\n")
        #expect(Self.sites(code, options) == [
            "1 curve allowed-curve", "1 duration in-range", "6 curve curve-not-allowed spring", "6 duration in-range",
            "7 curve allowed-curve", "7 duration in-range",
        ])
    }

    @Test func aFactoryPassedByReferenceIsJudgedAtTheDurationItIsAppliedTo() {
        let clock = """
            final class Clock {
                init(duration: TimeInterval, curve: @escaping (TimeInterval) -> Animation = Animation.easeIn(duration:)) {}
            }
            extension Animation {
                static func settle(_ duration: TimeInterval) -> Animation { spring(duration: duration, bounce: 0.1) }
            }
            """
        let uses = "let a = Clock(duration: 2)\nlet b = Clock(duration: 0.3, curve: Animation.settle(_:))\n"
        let result = AccessibilityScanner(rules: [MotionSpecRule.id]).scan(sources: [("Clock.swift", clock), ("Uses.swift", uses)])
        #expect(result.sites.map { "\($0.file):\($0.line) \($0.reason)" } == ["Clock.swift:2 too-long", "Clock.swift:5 in-range"])
        let unused = AccessibilityScanner(rules: [MotionSpecRule.id]).scan(sources: [("Clock.swift", clock)])
        #expect(unused.sites.map(\.reason) == ["unknown-duration the duration Animation.easeIn(duration:) is applied to", "unknown-duration duration"])
    }

    @Test func aNumbersUnitPropertyIsEvaluatedOnTheNumber() {
        let units = "extension Double {\n    var seconds: TimeInterval { self }\n    var milliseconds: TimeInterval { seconds / 1000 }\n}\n"
        let code = "let a = Animation.easeIn(duration: 250.milliseconds)\nlet b = Animation.easeIn(duration: 2.seconds)\n"
        let result = AccessibilityScanner(rules: [MotionSpecRule.id]).scan(sources: [("Units.swift", units), ("A.swift", code)])
        #expect(result.sites.map(\.reason) == ["in-range", "too-long"])
    }
}
