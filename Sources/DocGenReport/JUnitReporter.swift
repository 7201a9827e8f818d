import DocGenAudit

/// JUnit XML: one `<testsuite>` per audit, one `<testcase>` per item (and per unaudited site and skipped source file),
/// uncovered ones with a `<failure>`; a gated audit also gets a `gate` testcase that fails with the gate.
///
/// Testcases are sorted by file, line and id; `classname` is `<audit-id>.<file>`. No timestamps.
public struct JUnitReporter: Reporter {
    /// `junit`.
    public static let identifier = "junit"

    /// Creates the reporter.
    public init() {}

    /// The report as an XML document with a final newline.
    public func report(_ result: CheckResult) -> String {
        let suites = result.audits.map(suite)
        let tests = suites.reduce(0) { $0 + $1.tests }
        let failures = suites.reduce(0) { $0 + $1.failures }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="docgen" tests="\#(tests)" failures="\#(failures)">"#,
        ]
        for suite in suites { lines.append(contentsOf: suite.lines) }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Case: Comparable {
        var file: String
        var line: Int
        var name: String
        var failure: (message: String, type: String, text: String)?

        static func == (lhs: Case, rhs: Case) -> Bool { (lhs.file, lhs.line, lhs.name) == (rhs.file, rhs.line, rhs.name) }
        static func < (lhs: Case, rhs: Case) -> Bool { (lhs.file, lhs.line, lhs.name) < (rhs.file, rhs.line, rhs.name) }
    }

    private func suite(_ check: AuditCheck) -> (tests: Int, failures: Int, lines: [String]) {
        let auditID = check.audit.id
        var cases = check.audit.items.map { item in
            Case(file: item.file, line: item.line, name: item.id, failure: item.isCovered ? nil : (
                message: "[\(item.severity)] \(item.summary) (\(item.stateDescription))",
                type: item.stateDescription,
                text: "\(item.file):\(item.line): error: [\(item.severity)] \(item.id): \(item.summary) (\(item.stateDescription))"))
        }
        cases += check.coverage.unaudited.map { site in
            Case(file: site.file, line: site.line, name: site.id, failure: (
                message: "[\(site.severity)] \(site.message) (unaudited)", type: "unaudited",
                text: "\(site.file):\(site.line): error: [\(site.severity)] \(site.id): \(site.message) (unaudited)"))
        }
        cases += check.coverage.skippedSources.map { source in
            Case(file: source.file, line: source.line, name: source.id, failure: (
                message: "\(source.message) (skipped)", type: AuditCoverage.skippedState,
                text: "\(source.file):\(source.line): error: [\(source.severity)] \(source.id): \(source.message) (skipped)"))
        }
        cases.sort()
        var lines: [String] = []
        for testCase in cases {
            let attributes = #"classname="\#(XML.escape("\(auditID).\(testCase.file)"))" name="\#(XML.escape(testCase.name))" file="\#(XML.escape(testCase.file))" line="\#(testCase.line)""#
            lines.append(contentsOf: element(attributes, failure: testCase.failure))
        }
        var failures = cases.count { $0.failure != nil }
        var tests = cases.count
        if let gate = check.gate {
            tests += 1
            let failure = gate.passed ? nil : (message: gate.summaryLine, type: "gate", text: gate.textLines.joined(separator: "\n"))
            if failure != nil { failures += 1 }
            lines.append(contentsOf: element(#"classname="\#(XML.escape(auditID))" name="gate""#, failure: failure))
        }
        let head = #"  <testsuite name="\#(XML.escape(auditID))" tests="\#(tests)" failures="\#(failures)">"#
        return (tests, failures, [head] + lines + ["  </testsuite>"])
    }

    private func element(_ attributes: String, failure: (message: String, type: String, text: String)?) -> [String] {
        guard let failure else { return ["    <testcase \(attributes)/>"] }
        return [
            "    <testcase \(attributes)>",
            #"      <failure message="\#(XML.escape(failure.message))" type="\#(XML.escape(failure.type))">\#(XML.escape(failure.text))</failure>"#,
            "    </testcase>",
        ]
    }
}

/// Escapes text for XML 1.0 attribute values and character data.
enum XML {
    /// Escapes `&`, `<`, `>`, `"` and `'`, writes line breaks and tabs as character references (so
    /// attribute values keep them), and drops characters XML 1.0 cannot carry.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            case let s where s.value < 0x20 || s.value == 0xFFFE || s.value == 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
