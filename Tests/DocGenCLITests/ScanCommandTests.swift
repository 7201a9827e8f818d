import DocGenTestSupport
import Foundation
import Testing

/// `docgen scan` as a user runs it: rules listed and picked, settings per rule checked, suppressions shown.
@Suite struct ScanCommandTests {
    static let view = """
    import SwiftUI

    struct Card: View {
        @State private var open = false

        var body: some View {
            Text("Card")
                .offset(y: open ? 0 : 40)
                .animation(.spring, value: open)
            Text("Fade")
                .opacity(open ? 1 : 0)
                // docgen:ignore reduce-motion: fades only, reviewed in ACC-7
                .animation(.bouncy, value: open)
        }
    }

    """

    func makeProject(_ config: String = "title: T\n") throws -> FixtureProject {
        let project = try FixtureProject("-- docgen.yml --\n\(config)")
        try project.write("App/Card.swift", Self.view)
        return project
    }

    /// A design system read from a package: `--index DIR`, `scan: index:`, and a SwiftPM checkout found beside the
    /// sources; the summary names the packages indexed, and their own sites are never reported.
    @Test func indexesPackagesFromTheCommandLineTheConfigAndCheckouts() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: T
        scan:
          index: [Vendor/Brand]
        -- Vendor/Brand/Brand.swift --
        import SwiftUI
        public enum BrandType { public static let caption = Font.caption2 }
        -- Vendor/Stamp/Stamp.swift --
        import SwiftUI
        public enum StampType { public static let stamp = Font.system(size: 9) }
        -- SourcePackages/checkouts/Typeface/Sources/Typeface/Reading.swift --
        import SwiftUI
        public extension Font { static var reading: Font { .custom("Inter", size: 17) } }
        -- App/Row.swift --
        import SwiftUI
        import Typeface
        struct Row: View {
            var body: some View {
                Text("a").font(BrandType.caption)
                Text("b").font(StampType.stamp)
                Text("c").font(.reading)
            }
        }
        """)
        let scan = try DocGenCommand.run(["scan", ".", "--rule", "dynamic-type", "--index", "Vendor/Stamp", "--format", "json"], in: project.root)
        #expect(scan.status == 0, "\(scan.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any])
        let sites = try #require(document["sites"] as? [[String: Any]])
        #expect(sites.map { "\($0["file"] as? String ?? "") \($0["line"] as? Int ?? 0) \($0["verdict"] as? String ?? "")" } == [
            "App/Row.swift 5 pass", "App/Row.swift 6 fail", "App/Row.swift 7 pass",
        ])
        #expect(scan.stderr.contains("indexed 3 packages (declarations only): Brand (Vendor/Brand, 1 file), Stamp (Vendor/Stamp, 1 file), "
            + "Typeface (SourcePackages/checkouts/Typeface, 1 file)"), "\(scan.stderr)")
        let missing = try DocGenCommand.run(["scan", "App", "--index", "Vendor/Nope"], in: project.root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such folder to index: Vendor/Nope"), "\(missing.stderr)")
    }

    @Test func listsRulesWithTheirCriteria() throws {
        let project = try makeProject()
        let result = try DocGenCommand.run(["scan", "--list-rules"], in: project.root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("reduce-motion\t2.3.3 (AAA)\tReduce Motion"))
    }

    @Test func runsAChosenRuleAndReportsRuleAndVerdict() throws {
        let project = try makeProject()
        let text = try DocGenCommand.run(["scan", "App", "--rule", "reduce-motion"], in: project.root)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("App/Card.swift:9:14: warning: [reduce-motion] unguarded [high] animation spring, offset in Card.body"))
        #expect(text.stdout.contains("App/Card.swift:13:14: note: [reduce-motion] suppressed: fades only, reviewed in ACC-7"))
        let json = try DocGenCommand.run(["scan", "App", "--rule", "reduce-motion", "--format", "json"], in: project.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let sites = try #require(document["sites"] as? [[String: Any]])
        #expect(sites.map { $0["rule"] as? String } == ["reduce-motion", "reduce-motion"])
        #expect(sites.map { $0["verdict"] as? String } == ["fail", "exempt"])
        #expect(sites.last?["suppression"] as? String == "fades only, reviewed in ACC-7")
        let failing = try DocGenCommand.run(["scan", "App", "--fail-on", "fail"], in: project.root)
        #expect(failing.status == 1)
    }

    @Test func unknownRulesAndRuleSettingsAreLocatedErrors() throws {
        let project = try makeProject()
        let unknown = try DocGenCommand.run(["scan", "App", "--rule", "wobble"], in: project.root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown rule 'wobble'"))
        let badConfig = try makeProject("title: T\nscan:\n  rules:\n    reduce-motion:\n      safe_wrapper: [x]\n    wobble: {}\n")
        let scan = try DocGenCommand.run(["scan", "App"], in: badConfig.root)
        #expect(scan.status == 2)
        #expect(scan.stderr.contains("docgen.yml:5:7: error: unknown key 'safe_wrapper' in the settings of 'reduce-motion'"))
        #expect(scan.stderr.contains("docgen.yml:6:5: error: unknown rule 'wobble' in 'scan: rules'"))
        let build = try DocGenCommand.run(["check"], in: badConfig.root)
        #expect(build.status == 2)
        #expect(build.stderr.contains("docgen.yml:6:5: error: unknown rule 'wobble'"))
    }

    @Test func unreadableFileFailsTheScanAndSkippedFilesCanFailIt() throws {
        let project = try makeProject()
        try project.write("App/Latin.swift", data: Data("// caf".utf8) + Data([0xE9]) + Data("\nlet a = 1\n".utf8))
        let latin = try DocGenCommand.run(["scan", "App", "--fail-on", "unguarded"], in: project.root)
        #expect(latin.status == 2)
        #expect(latin.stderr.contains("App/Latin.swift:1:7: error: file is not valid UTF-8"))
        #expect(latin.stdout.isEmpty)

        try FileManager.default.removeItem(at: project.url("App/Latin.swift"))
        try project.write("App/Deep.swift", "struct S {\n    var t[[[[[[[[[[[[[[[[[[[[[[[[s\n}\n")
        let skipped = try DocGenCommand.run(["scan", "App"], in: project.root)
        #expect(skipped.status == 0)
        #expect(skipped.stderr.contains("App/Deep.swift:2:10: warning: skipped: more than 12 '[' nested in a row"))
        #expect(skipped.stderr.contains("scanned 1 file in "))
        let strict = try DocGenCommand.run(["scan", "App", "--fail-on", "skipped"], in: project.root)
        #expect(strict.status == 1)
        let unknown = try DocGenCommand.run(["scan", "App", "--fail-on", "sometimes"], in: project.root)
        #expect(unknown.status == 2)
    }

    @Test func explainsARuleInTextAndMarkdown() throws {
        let project = try makeProject()
        let text = try DocGenCommand.run(["scan", "--explain", "voiceover"], in: project.root)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("VoiceOver labels (voiceover)\nWCAG 1.1.1 Non-text Content, level A: "))
        #expect(text.stdout.contains("  accessibility-action-by NAME  fail"))
        let markdown = try DocGenCommand.run(["scan", "--explain", "dynamic-type", "--format", "markdown"], in: project.root)
        #expect(markdown.status == 0)
        #expect(markdown.stdout.hasPrefix("# Dynamic Type\n"))
        #expect(markdown.stdout.contains("| `clamped` | fail | "))
        let unknown = try DocGenCommand.run(["scan", "--explain", "wobble"], in: project.root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown rule 'wobble'; known rules: reduce-motion, dynamic-type, voiceover"))
        let json = try DocGenCommand.run(["scan", "--explain", "voiceover", "--format", "json"], in: project.root)
        #expect(json.status == 2)
        #expect(json.stderr.contains("--explain prints text or markdown, not json"))
    }

    @Test func formatsAreParsedAndMarkdownIsAScanSummaryToo() throws {
        let project = try makeProject()
        let markdown = try DocGenCommand.run(["scan", "App", "--format", "markdown"], in: project.root)
        #expect(markdown.status == 0)
        #expect(markdown.stdout.hasPrefix("## docgen scan: 1 files, 1 failing site\n"))
        #expect(markdown.stdout.contains("| `App/Card.swift:9` | reduce-motion | high | unguarded | animation spring, offset in Card.body |"))
        let github = try DocGenCommand.run(["scan", "App", "--format", "github"], in: project.root)
        #expect(github.stdout.contains("::warning file=App/Card.swift,line=9,col=14,title=reduce-motion%3A unguarded [high]::animation spring, offset in Card.body"))
        let junit = try DocGenCommand.run(["scan", "App", "--format", "junit", "--rule", "reduce-motion"], in: project.root)
        #expect(junit.stdout.contains(#"<testsuite name="reduce-motion" tests="2" failures="1" skipped="0">"#))
        let yaml = try DocGenCommand.run(["scan", "App", "--format", "yaml"], in: project.root)
        #expect(yaml.status == 2)
        #expect(["text", "json", "sarif", "github", "junit", "markdown"].allSatisfy { yaml.stderr.contains("  - \($0)\n") }, "\(yaml.stderr)")
        let sarif = try DocGenCommand.run(["scan", "App", "--format", "sarif"], in: project.root)
        #expect(sarif.status == 0)
        #expect(sarif.stdout.contains("\"version\": \"2.1.0\""))
    }

    @Test func verbosePrintsEachRulesTime() throws {
        let project = try makeProject()
        let plain = try DocGenCommand.run(["scan", "App"], in: project.root)
        #expect(!plain.stderr.contains("reduce-motion "))
        let verbose = try DocGenCommand.run(["scan", "App", "--verbose"], in: project.root)
        #expect(verbose.status == 0)
        let lines = verbose.stderr.split(separator: "\n").filter { $0.contains(" s (prepare ") }
        let rules = try DocGenCommand.run(["scan", "--list-rules"], in: project.root).stdout.split(separator: "\n")
            .map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(rules.count >= 3)
        #expect(lines.map { $0.split(separator: " ").first.map(String.init) ?? "" } == rules)
    }
}
