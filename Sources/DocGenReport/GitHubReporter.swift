import DocGenAudit
import DocGenCore

/// GitHub Actions workflow commands: an annotation per uncovered item
/// (`::error file=…,line=…,title=…::message`, or `::warning` when its audit's gate passed or
/// there is none), `::notice` for a passing gate, `::error` for a failing gate and for each ratchet error.
public struct GitHubReporter: Reporter {
    /// `github`.
    public static let identifier = "github"

    /// Creates the reporter.
    public init() {}

    /// The workflow commands, one a line, with a final newline.
    public func report(_ result: CheckResult) -> String {
        var lines: [String] = []
        for check in result.audits {
            let failing = check.gate.map { !$0.passed } ?? false
            for entry in check.coverage.uncovered {
                lines.append(Self.command(
                    failing ? "error" : "warning",
                    properties: [("file", entry.file), ("line", String(entry.line)),
                                 ("title", "\(check.audit.id): [\(entry.severity)] \(entry.id)")],
                    message: "\(entry.summary) (\(entry.state))"))
            }
            if let gate = check.gate {
                lines.append(Self.command(
                    gate.passed ? "notice" : "error", properties: [("title", "\(gate.auditID) gate")],
                    message: gate.summaryLine))
            }
        }
        for diagnostic in result.ratchet {
            var properties: [(String, String)] = []
            if let location = diagnostic.location {
                properties.append(("file", location.file))
                if location.line > 0 { properties.append(("line", String(location.line))) }
            }
            properties.append(("title", "docgen ratchet"))
            lines.append(Self.command("error", properties: properties, message: diagnostic.message))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// One workflow command: `::name key=value,…::message`, escaped as the runner requires.
    public static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
    }

    /// Escapes a command's message: `%`, `\r`, `\n`; other control characters (an ANSI escape that would
    /// recolour or hide the CI log) are written as `\u{1B}`-style escapes (``TerminalText``).
    public static func escapeData(_ text: String) -> String {
        TerminalText.escaped(text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A"))
    }

    /// Escapes a property value: as message data, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
