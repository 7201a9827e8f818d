import DocGenReport
import DocGenTestSupport
import Foundation
import Testing

/// SARIF output validated against the official 2.1.0 schema with Python's `jsonschema`.
///
/// The test command installs `python3-jsonschema`; without it these tests fail, they never skip.
@Suite struct SARIFSchemaTests {
    static let validator = """
    import json, sys
    try:
        import jsonschema
    except ImportError:
        print("the Python module 'jsonschema' is missing: install python3-jsonschema to validate SARIF")
        sys.exit(3)
    with open(sys.argv[1]) as f: schema = json.load(f)
    with open(sys.argv[2]) as f: log = json.load(f)
    errors = sorted(jsonschema.validators.validator_for(schema)(schema).iter_errors(log), key=str)
    for error in errors: print(list(error.absolute_path), error.message)
    sys.exit(1 if errors else 0)
    """

    /// Runs the validator on `sarif`; returns its exit status and output.
    func validate(_ sarif: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-\(UUID().uuidString).sarif")
        try Data(sarif.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let schema = RepositoryPaths.shared.appendingPathComponent("schemas/sarif-schema-2.1.0.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.validator, schema.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func failingReportValidates() throws {
        let sarif = SARIFReporter(toolVersion: "1.2.3", informationURI: "https://example.com/docgen").report(try ReportFixture.failing())
        let (status, output) = try validate(sarif)
        #expect(status == 0, "SARIF does not validate against the 2.1.0 schema:\n\(output)")
    }

    @Test func passingReportValidates() throws {
        let (status, output) = try validate(SARIFReporter(toolVersion: "1.2.3").report(try ReportFixture.passing()))
        #expect(status == 0, "SARIF does not validate against the 2.1.0 schema:\n\(output)")
    }

    @Test func theValidatorRejectsInvalidSARIF() throws {
        let (status, output) = try validate(#"{"version": "2.1.0", "runs": [{"results": []}]}"#)
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
