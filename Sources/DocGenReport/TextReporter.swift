import DocGenAudit

/// Compiler-style text: for each audit its gate lines (one `path:line: error: …` per uncovered item
/// when the gate fails, then `id: 67/68 covered, 68 required: failed`), then ratchet errors.
///
/// An audit without a gate prints `id: 60/68 covered (no gate)`.
public struct TextReporter: Reporter {
    /// `text`.
    public static let identifier = "text"

    /// Creates the reporter.
    public init() {}

    /// The report, one line each, ending with a newline (empty when there is nothing to say).
    public func report(_ result: CheckResult) -> String {
        var lines: [String] = []
        for check in result.audits {
            if let gate = check.gate {
                lines.append(contentsOf: gate.textLines)
            } else {
                lines.append("\(check.audit.id): \(check.coverage.covered)/\(check.coverage.total) covered (no gate)")
            }
        }
        lines.append(contentsOf: result.ratchet.map(\.description))
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
