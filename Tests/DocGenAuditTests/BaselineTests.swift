import DocGenAudit
import DocGenCore
import Foundation
import Testing

/// The ratchet: coverage may only rise against a recorded baseline.
@Suite struct BaselineTests {
    static func audit(_ statuses: [String]) throws -> Audit {
        let items = statuses.enumerated().map { index, status in
            "  - {id: i\(index), file: Views/V.swift, line: \(index + 1), severity: high, status: \(status), reason: r, summary: S\(index)}"
        }
        return try AuditLoader.parse("id: rm\ntitle: RM\nitems:\n" + items.joined(separator: "\n") + "\n", file: "rm.yml")
    }

    static func coverage(_ statuses: [String]) throws -> [AuditCoverage] { [AuditCoverage(audit: try audit(statuses))] }

    @Test func recordsSortedDeterministicJSON() throws {
        let baseline = Baseline(coverages: try Self.coverage(["fixed", "open", "exempt"]))
        #expect(baseline.encoded() == """
        {
          "audits" : {
            "rm" : {
              "covered" : 2,
              "coveredItems" : [
                "i0",
                "i2"
              ]
            }
          },
          "version" : 1
        }

        """)
        #expect(try Baseline.parse(baseline.encoded(), file: "baseline.json") == baseline)
    }

    @Test func holdsWhenCoverageRises() throws {
        let baseline = Baseline(coverages: try Self.coverage(["fixed", "open", "open"]))
        #expect(baseline.violations(of: try Self.coverage(["fixed", "fixed", "open"]), file: "b.json").isEmpty)
    }

    @Test func failsBelowTheBaselineAndWhenAFixedItemReopens() throws {
        let baseline = Baseline(coverages: try Self.coverage(["fixed", "fixed", "open"]))
        let violations = baseline.violations(of: try Self.coverage(["fixed", "open", "open"]), file: "b.json")
        #expect(violations.map(\.description) == [
            "Views/V.swift:2: error: [high] i1: covered in the baseline, now open",
            "b.json: error: rm: 1 covered, below the baseline's 2",
        ])
        let swapped = baseline.violations(of: try Self.coverage(["open", "fixed", "fixed"]), file: "b.json")
        #expect(swapped.map(\.description) == ["Views/V.swift:1: error: [high] i0: covered in the baseline, now open"])
    }

    @Test func checkResultFailsOnTheRatchet() throws {
        let baseline = Baseline(coverages: try Self.coverage(["fixed"]))
        let result = CheckResult(audits: [try Self.audit(["open"])], gates: [], baseline: baseline, baselineFile: "b.json")
        #expect(!result.passed)
        #expect(result.ratchet.count == 2)
    }

    @Test func malformedBaselineErrorsAreLocated() {
        do {
            _ = try Baseline.parse("""
            {
              "version": 2,
              "audits": {"rm": {"covered": "many", "coveredItems": ["a"], "extra": 1}}
            }
            """, file: "b.json")
            Issue.record("a malformed baseline was accepted")
        } catch {
            #expect(Diagnostic.sortedForDisplay(error.diagnostics).map(\.description) == [
                "b.json:2:14: error: unsupported baseline version 2 (this docgen reads version 1)",
                "b.json:3:32: error: 'covered' must be an integer, found a string",
                "b.json:3:63: error: unknown key 'extra' in baseline audit 'rm' (known keys: covered, coveredItems)",
            ])
        }
    }

    @Test func missingBaselineFileSaysHowToCreateIt() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-missing-\(UUID().uuidString).json")
        #expect(throws: DiagnosticError.self) { try Baseline.load(from: url, displayPath: "missing.json") }
        do {
            _ = try Baseline.load(from: url, displayPath: "missing.json")
        } catch {
            #expect(error.description == "missing.json: error: baseline file does not exist; create it with --update-baseline")
        }
    }
}
