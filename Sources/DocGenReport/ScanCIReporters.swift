import DocGenCore
import DocGenScan

/// GitHub Actions workflow commands for a scan: `::warning` on each failing site, `::notice` on each site whose
/// verdict is unknown (a site repeating its token's definition is named once, at the definition), then a
/// `::notice` per rule with its totals.
public struct ScanGitHubReporter: Reporter {
    /// `github`.
    public static let identifier = "github"

    /// Creates the reporter.
    public init() {}

    /// The workflow commands, one a line, with a final newline.
    public func report(_ result: ScanResult) -> String {
        var lines: [String] = []
        for site in result.sites where !site.repeatsDefinition && (site.verdict == .fail || site.verdict == .unknown) {
            lines.append(GitHubReporter.command(
                site.verdict == .fail ? "warning" : "notice",
                properties: [("file", site.file), ("line", String(site.line)), ("col", String(site.column)),
                             ("title", "\(site.rule): \(site.reason) [\(site.severity.rawValue)]")],
                message: site.summary))
        }
        for summary in ScanRuleSummary.all(of: result) {
            lines.append(GitHubReporter.command("notice", properties: [("title", "docgen scan \(summary.rule)")], message: summary.line))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}

/// JUnit XML for a scan: one `<testsuite>` per rule, one `<testcase>` per site (sorted as the sites are),
/// a failing site with a `<failure>`, a site whose verdict is unknown `<skipped>`. No timestamps.
public struct ScanJUnitReporter: Reporter {
    /// `junit`.
    public static let identifier = "junit"

    /// Creates the reporter.
    public init() {}

    /// The report as an XML document with a final newline.
    public func report(_ result: ScanResult) -> String {
        var suites: [String] = []
        var (tests, failures) = (0, 0)
        for rule in result.rules {
            let sites = result.sites(of: rule)
            let failing = sites.count { $0.verdict == .fail }
            let skipped = sites.count { $0.verdict == .unknown }
            tests += sites.count
            failures += failing
            suites.append(#"  <testsuite name="\#(XML.escape(rule))" tests="\#(sites.count)" failures="\#(failing)" skipped="\#(skipped)">"#)
            for site in sites {
                let attributes = #"classname="\#(XML.escape("\(rule).\(site.file)"))" name="\#(XML.escape(site.id))" file="\#(XML.escape(site.file))" line="\#(site.line)""#
                let message = "\(site.reason) [\(site.severity.rawValue)] \(site.summary)"
                switch site.verdict {
                case .fail:
                    suites.append("    <testcase \(attributes)>")
                    suites.append(#"      <failure message="\#(XML.escape(message))" type="\#(XML.escape(site.reason))">\#(XML.escape("\(site.file):\(site.line):\(site.column): warning: [\(rule)] \(message)"))</failure>"#)
                    suites.append("    </testcase>")
                case .unknown:
                    suites.append("    <testcase \(attributes)>")
                    suites.append(#"      <skipped message="\#(XML.escape(message))"/>"#)
                    suites.append("    </testcase>")
                case .pass, .exempt:
                    suites.append("    <testcase \(attributes)/>")
                }
            }
            suites.append("  </testsuite>")
        }
        let head = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<testsuites name="docgen scan" tests="\#(tests)" failures="\#(failures)">"#]
        return (head + suites + ["</testsuites>"]).joined(separator: "\n") + "\n"
    }
}

/// A Markdown summary of a scan (for `$GITHUB_STEP_SUMMARY` or a pull request comment): a table of each rule's
/// totals, then each failing site (a site repeating its token's definition is named once, at the definition).
public struct ScanMarkdownReporter: Reporter {
    /// `markdown`.
    public static let identifier = "markdown"

    /// Creates the reporter.
    public init() {}

    /// The Markdown, with a final newline.
    public func report(_ result: ScanResult) -> String {
        let failing = result.failingSites.filter { !$0.repeatsDefinition }
        var lines = ["## docgen scan: \(result.files.count) files, \(failing.count) failing site\(failing.count == 1 ? "" : "s")", "",
                     "| Rule | Sites | Pass | Exempt | Unknown | Fail |", "| --- | ---: | ---: | ---: | ---: | ---: |"]
        for summary in ScanRuleSummary.all(of: result) {
            let totals = summary.totals
            lines.append("| \(cell(summary.title)) (`\(summary.rule)`) | \(totals.sites) | \(totals.passing) | \(totals.exempt) | "
                         + "\(totals.unknown) | \(totals.failing) |")
        }
        if !failing.isEmpty {
            lines += ["", "| Site | Rule | Severity | Reason | What |", "| --- | --- | --- | --- | --- |"]
            for site in failing {
                lines.append("| `\(cell(site.file)):\(site.line)` | \(site.rule) | \(site.severity.rawValue) | \(cell(site.reason)) | \(cell(site.summary)) |")
            }
        }
        if !result.skippedFiles.isEmpty {
            lines += ["", "Not scanned: " + result.skippedFiles.map { "`\(cell($0))`" }.joined(separator: ", ")]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "<", with: "&lt;")
    }
}

/// One rule's totals in a scan, and the line the text report ends with.
struct ScanRuleSummary {
    var rule: String
    var title: String
    var totals: FileTotals
    var line: String

    static func all(of result: ScanResult) -> [ScanRuleSummary] {
        result.rules.map { rule in
            let sites = result.sites(of: rule)
            let totals = sites.reduce(into: FileTotals(file: "")) { $0.add($1) }
            let bySeverity = Severity.allCases.map { severity in
                let matching = sites.filter { $0.severity == severity }
                return "\(severity.rawValue) \(matching.filter { $0.verdict == .fail }.count)/\(matching.count)"
            }
            let line = "\(rule): \(totals.sites) sites in \(result.files.count) files: \(totals.passing) pass, \(totals.exempt) exempt, "
                + "\(totals.unknown) unknown, \(totals.failing) fail (failing/all by severity: \(bySeverity.joined(separator: ", ")))"
            return ScanRuleSummary(rule: rule, title: RuleRegistry.rule(rule)?.title ?? rule, totals: totals, line: line)
        }
    }
}
