import DocGenAudit
import DocGenScan

/// Turns a result into one report format; one type per format. `Input` is a check's ``CheckResult`` or a
/// scan's ``ScanResult``.
public protocol Reporter<Input>: Sendable {
    /// What the reporter reports on.
    associatedtype Input
    /// The format's name on the command line (`--format`).
    static var identifier: String { get }
    /// The whole report as text.
    func report(_ input: Input) -> String
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
    public func reporter(toolVersion: String, informationURI: String? = nil) -> any Reporter<CheckResult> {
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

/// The report formats `docgen scan --format` accepts.
public enum ScanReportFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines (``ScanTextReporter``).
    case text
    /// The versioned JSON schema (``ScanJSONReporter``).
    case json
    /// SARIF 2.1.0 (``ScanSARIFReporter``).
    case sarif
    /// GitHub Actions workflow commands (``ScanGitHubReporter``).
    case github
    /// JUnit XML (``ScanJUnitReporter``).
    case junit
    /// A Markdown summary (``ScanMarkdownReporter``).
    case markdown

    /// The reporter for the format; `toolVersion` is docgen's version, written into SARIF.
    public func reporter(toolVersion: String? = nil) -> any Reporter<ScanResult> {
        switch self {
        case .text: ScanTextReporter()
        case .json: ScanJSONReporter()
        case .sarif: ScanSARIFReporter(toolVersion: toolVersion)
        case .github: ScanGitHubReporter()
        case .junit: ScanJUnitReporter()
        case .markdown: ScanMarkdownReporter()
        }
    }
}
