import DocGenCore
import DocGenScan

/// The texts of the files `docgen init` writes: `docgen.yml` and the home page.
struct ProjectFiles {
    static let config = "docgen.yml"
    static let homePage = "content/index.md"
    static let auditsFolder = "content/audits"

    /// The site's title.
    var title: String
    /// The scanned sources, relative to the project folder.
    var sources: [String]
    /// The audits written from the scan.
    var audits: [ProjectInitializer.AuditSummary]

    /// `docgen.yml`: the title, and each audit with its sources, its rule and a gate at today's coverage.
    var config: String {
        var lines = [
            "# docgen's configuration (written by 'docgen init'). Paths are relative to this file.",
            "title: \(JSON.quoted(title))",
            "content: content",
            "output: site",
        ]
        guard !audits.isEmpty else {
            lines += [
                "# Audit your Swift sources: delete this file and run 'docgen init --sources PATH', or add",
                "# audits: [{data: content/audits/ID.yml, sources: [PATH], rule: RULE}] and gates by hand.",
            ]
            return lines.joined(separator: "\n") + "\n"
        }
        let sourceList = "[" + sources.map(JSON.quoted).joined(separator: ", ") + "]"
        lines += [
            "# One audit per scanner rule, bootstrapped from a scan of the sources: passing sites are 'fixed',",
            "# exempt ones 'exempt', failing and unresolved ones 'open'. Every build and check verifies the",
            "# items against the code. After changing the code, bring an audit up to date with",
            "# 'docgen scan \(sources.joined(separator: " ")) --rule RULE --write-audit content/audits/RULE.yml'.",
            "audits:",
        ]
        for audit in audits {
            lines += ["  - data: \(audit.file)", "    sources: \(sourceList)", "    rule: \(audit.rule)"]
        }
        lines += [
            "# Each gate starts at today's coverage: 'docgen check' fails when fewer items are covered, or when",
            "# a failing site appears that no item lists. Raise 'required' as you fix items.",
            "gate:",
        ]
        for audit in audits {
            lines += ["  - audit: \(audit.rule)", "    required: \(audit.covered)"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `content/index.md`: the home page, linking to each audit.
    var homePage: String {
        var lines = ["---", "title: \(JSON.quoted(title))", "---", "", "# \(Self.escapedMarkdown(title))", ""]
        if audits.isEmpty {
            lines += [
                "This site is built by docgen from the Markdown pages in `content/`. Add pages there: each",
                "becomes a page of the site, and `docgen serve` shows them as you write.",
            ]
        } else {
            lines += [
                "The accessibility program of the code in \(sources.map { "`\($0)`" }.joined(separator: ", ")):",
                "one audit per rule, each item a place in the code, verified against it on every build.",
                "",
                "## Audits",
                "",
            ]
            for audit in audits {
                let rule = RuleRegistry.rule(audit.rule)
                let criteria = rule?.wcagCriteria.map { "\($0.id) \($0.name) (\($0.level.rawValue))" }.joined(separator: ", ") ?? ""
                lines.append("- [\(Self.escapedMarkdown(rule?.title ?? audit.rule))](audit:\(audit.rule))"
                             + (criteria.isEmpty ? "" : ": WCAG \(criteria)"))
            }
            lines += [
                "",
                "## Working on it",
                "",
                "- Fix an item in the code, then set its `status` to `fixed` in its audit file; the next build",
                "  checks the claim against the code.",
                "- An item that needs no change gets `status: exempt` and a `reason`.",
                "- `docgen check` fails when coverage drops below its gate in `docgen.yml`, or when the code gains",
                "  a failing site that no item lists: raise the gates as you fix items.",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with Markdown's punctuation escaped, so that a title reads as written.
    static func escapedMarkdown(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isPunctuation || character.isSymbol { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
