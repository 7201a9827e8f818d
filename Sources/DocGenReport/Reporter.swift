import DocGenAudit

/// Turns a check's result into one report format; one type per format.
public protocol Reporter: Sendable {
    /// The format's name on the command line (`--format`).
    static var identifier: String { get }
    /// The whole report as text.
    func report(_ result: CheckResult) -> String
}

/// The report formats `docgen check --format` accepts.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines (``TextReporter``).
    case text
    /// The versioned JSON schema (``JSONReporter``).
    case json
    /// SARIF 2.1.0 (``SARIFReporter``).
    case sarif
    /// JUnit XML (``JUnitReporter``).
    case junit
    /// GitHub Actions workflow commands (``GitHubReporter``).
    case github
    /// One row per item (``CSVReporter``).
    case csv

    /// The reporter for the format; `toolVersion` is docgen's version, written into JSON and SARIF.
    public func reporter(toolVersion: String, informationURI: String? = nil) -> any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter(toolVersion: toolVersion)
        case .sarif: SARIFReporter(toolVersion: toolVersion, informationURI: informationURI)
        case .junit: JUnitReporter()
        case .github: GitHubReporter()
        case .csv: CSVReporter()
        }
    }
}
