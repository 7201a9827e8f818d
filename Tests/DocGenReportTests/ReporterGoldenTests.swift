import DocGenAudit
import DocGenReport
import DocGenTestSupport
import Testing

/// Every format's whole output, compared with golden files (`DOCGEN_RECORD=1` re-records).
@Suite struct ReporterGoldenTests {
    func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let difference = Golden.compare(actual, named: name)
        #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
    }

    @Test(arguments: ReportFormat.allCases)
    func failingCheck(format: ReportFormat) throws {
        let report = format.reporter(toolVersion: "1.2.3").report(try ReportFixture.failing())
        expectGolden(report, "failing.\(format.rawValue).txt")
    }

    @Test(arguments: ReportFormat.allCases)
    func passingCheck(format: ReportFormat) throws {
        let report = format.reporter(toolVersion: "1.2.3").report(try ReportFixture.passing())
        expectGolden(report, "passing.\(format.rawValue).txt")
    }

    @Test func stepSummary() throws {
        expectGolden(StepSummary.markdown(try ReportFixture.failing()), "failing.step-summary.md")
    }

    @Test func identifiersMatchTheFormats() {
        #expect([TextReporter.identifier, JSONReporter.identifier, SARIFReporter.identifier, JUnitReporter.identifier,
                 GitHubReporter.identifier, CSVReporter.identifier] == ReportFormat.allCases.map(\.rawValue))
        for format in ReportFormat.allCases {
            #expect(type(of: format.reporter(toolVersion: "1")).identifier == format.rawValue)
        }
    }
}
