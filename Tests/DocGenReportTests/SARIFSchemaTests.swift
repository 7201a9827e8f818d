import DocGenReport
import Foundation
import Testing

/// SARIF output validated against the official 2.1.0 schema with Python's `jsonschema` (see
/// ``SARIFSchema``).
@Suite struct SARIFSchemaTests {
    @Test func failingReportValidates() throws {
        let sarif = SARIFReporter(toolVersion: "1.2.3", informationURI: "https://example.com/docgen").report(try ReportFixture.failing())
        let (status, output) = try SARIFSchema.validate(sarif)
        #expect(status == 0, "SARIF does not validate against the 2.1.0 schema:\n\(output)")
    }

    @Test func passingReportValidates() throws {
        let (status, output) = try SARIFSchema.validate(SARIFReporter(toolVersion: "1.2.3").report(try ReportFixture.passing()))
        #expect(status == 0, "SARIF does not validate against the 2.1.0 schema:\n\(output)")
    }

    @Test func theValidatorRejectsInvalidSARIF() throws {
        let (status, output) = try SARIFSchema.validate(#"{"version": "2.1.0", "runs": [{"results": []}]}"#)
        #expect(status == 1, "expected a schema violation (missing tool), got status \(status):\n\(output)")
    }

    @Test func resultsCarryWhatCodeScanningNeeds() throws {
        let data = Data(SARIFReporter(toolVersion: "1.2.3").report(try ReportFixture.failing()).utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        #expect(results.compactMap { $0["level"] as? String } == ["error", "warning", "error", "warning"])
        let uris = results.compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        }
        #expect(uris == ["Views/Feed.swift", "Views/Pager%20View.swift", "Views/Toast.swift", "Views/Banner.swift"])
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["docgenItem/v1"] }
        #expect(fingerprints.last == "contrast/banner")
    }
}
