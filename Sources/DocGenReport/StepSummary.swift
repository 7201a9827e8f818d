import DocGenAudit
import Foundation

/// The Markdown table GitHub shows on a job's summary page, appended to `$GITHUB_STEP_SUMMARY`.
public enum StepSummary {
    /// The summary: a heading, a table of audit, covered/required and status, then ratchet errors.
    public static func markdown(_ result: CheckResult) -> String {
        var lines = [
            "## docgen coverage: \(result.passed ? "passed" : "failed")",
            "",
            "| Audit | Covered / required | Status |",
            "| --- | --- | --- |",
        ]
        for check in result.audits {
            let audit = "\(cell(check.audit.title)) (\(cell(check.audit.id)))"
            if let gate = check.gate {
                lines.append("| \(audit) | \(gate.covered)/\(gate.total) covered, \(gate.required) required | \(gate.passed ? "passed" : "**failed**") |")
            } else {
                lines.append("| \(audit) | \(check.coverage.covered)/\(check.coverage.total) covered | no gate |")
            }
        }
        if !result.ratchet.isEmpty {
            lines.append("")
            lines.append("Ratchet:")
            lines.append("")
            lines.append(contentsOf: result.ratchet.map { "- \(cell($0.description))" })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Appends the summary to the file at `path` (the value of `$GITHUB_STEP_SUMMARY`, passed in by
    /// the caller), creating it when missing; does nothing when `path` is `nil` or empty.
    public static func append(_ result: CheckResult, toFileAt path: String?) throws {
        guard let path, !path.isEmpty else { return }
        let url = URL(fileURLWithPath: path)
        let data = Data(markdown(result).utf8)
        if !FileManager.default.fileExists(atPath: url.path) {
            try data.write(to: url)
            return
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }

    /// Text safe inside a Markdown table cell: no line breaks, `|` and HTML metacharacters escaped.
    static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\\": out += "\\\\"
            case "`": out += "\\`"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r", "\r\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
