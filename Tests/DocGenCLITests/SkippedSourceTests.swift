import DocGenTestSupport
import Foundation
import Testing

/// A verified audit's source file that the scanner skips cannot pass the gate: its items are "not verified",
/// not covered, and the file fails the gate by name (red team 3, F1), unless `scan: on_skipped: warn` says so.
@Suite struct SkippedSourceTests {
    func project(onSkipped: String? = nil) throws -> FixtureProject {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Verified
        audits:
          - data: audits/motion.yml
            sources: [App]
        gate:
          - audit: motion
            required: 2
        \(onSkipped.map { "scan:\n  on_skipped: \($0)\n" } ?? "")
        -- content/index.md --
        # Home
        """, copyDefaultTheme: true)
        try project.write("App/Spinner.swift", SwiftFixtures.guardedSpinner)
        let bootstrap = try DocGenCommand.run(["scan", "App", "--write-audit", "audits/motion.yml"], in: project.root)
        #expect(bootstrap.status == 0, "\(bootstrap.stderr)")
        #expect(try DocGenCommand.run(["check"], in: project.root).status == 0)
        return project
    }

    /// The spinner with its guard removed (its item now claims a fix the code does not have), made unscannable by `tail`.
    static func unguarded(_ tail: String) -> String {
        SwiftFixtures.guardedSpinner.replacingOccurrences(of: "guard !reduceMotion else { return }", with: "// removed guard") + tail
    }

    /// Ways a file is skipped, each decided from the file's bytes before parsing: the same on every machine.
    static let refusals: [(name: String, tail: String, reason: String)] = [
        ("nested brackets", "private let pad: [[[[[[[[[[[[[Int]]]]]]]]]]]]] = []\n", "more than 12 '[' nested in a row"),
        ("a chain of member accesses", "private let chain = 0\n" + String(repeating: "    .bitWidth\n", count: 2_001),
         "more than 2000 member accesses chained in one expression"),
        ("an expression of many operators", "private let sum = 0" + String(repeating: " + 1", count: 4_001) + "\n",
         "more than 4000 operators in one expression"),
        ("a file over 2 MiB", "/*" + String(repeating: "0123456789abcdef\n", count: 130_000) + "*/\n", "the file is larger than 2 MiB"),
    ]

    @Test(arguments: refusals.indices)
    func aSkippedFileFailsTheGateByNameAndItsItemsAreNotCovered(_ index: Int) throws {
        let refusal = Self.refusals[index]
        let project = try project()
        try project.write("App/Spinner.swift", Self.unguarded(refusal.tail))
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 1, "\(refusal.name): \(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("motion: 0/2 covered, 2 required: failed (1 source file skipped by the scanner: App/Spinner.swift)"),
                "\(refusal.name): \(result.stdout)")
        #expect(result.stdout.contains("error: [critical] App/Spinner.swift:Spinner.body:withAnimation:1: "), "\(result.stdout)")
        #expect(result.stdout.contains("(not verified: App/Spinner.swift skipped (\(refusal.reason)"), "\(refusal.name): \(result.stdout)")
        #expect(result.stdout.contains("error: [critical] App/Spinner.swift: not scanned: \(refusal.reason)"), "\(result.stdout)")
        #expect(result.stderr.contains("App/Spinner.swift:"), "the scanner's warning is printed too")

        let json = try DocGenCommand.run(["check", "--format", "json"], in: project.root)
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["passed"] as? Bool == false)
        let audit = try #require((document["audits"] as? [[String: Any]])?.first)
        let items = try #require(audit["items"] as? [[String: Any]])
        #expect(items.map { $0["verification"] as? String } == ["skipped", "skipped"])
        #expect(items.map { $0["covered"] as? Bool } == [false, false])
        let skipped = try #require(audit["skippedSources"] as? [[String: Any]])
        #expect(skipped.map { $0["file"] as? String } == ["App/Spinner.swift"])
    }

    @Test func buildFailsTheGateAndTheSiteSaysWhy() throws {
        let project = try project()
        try project.write("App/Spinner.swift", Self.unguarded(Self.refusals[0].tail))
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("1 source file skipped by the scanner: App/Spinner.swift"), "\(result.stderr)")
        let page = try #require(project.read("site/audits/motion.html"))
        #expect(page.contains("<span class=\"verdict-skipped\">file skipped</span><span class=\"verification-reason\">App/Spinner.swift skipped ("),
                "the In code column says why")
        #expect(!page.contains("not verified: App/Spinner.swift skipped"), "said once, not again as the status")
    }

    @Test func aSymbolicLinkLeadingOutsideTheProjectIsASkippedSource() throws {
        let project = try project()
        let outside = try FixtureProject()
        try outside.write("Shared/Spinner.swift", Self.unguarded(""))
        try FileManager.default.removeItem(at: project.url("App/Spinner.swift"))
        try FileManager.default.createSymbolicLink(at: project.url("App/Spinner.swift"), withDestinationURL: outside.url("Shared/Spinner.swift"))
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("(not verified: App/Spinner.swift skipped (symbolic link leads outside the project))"), "\(result.stdout)")
    }

    @Test(arguments: ["utf-16le", "utf-16be", "utf-32le"])
    func aSourceSavedInAWideEncodingWithoutAByteOrderMarkIsUndecodable(_ encoding: String) throws {
        let project = try project()
        let text = Self.unguarded("")
        let data: Data
        switch encoding {
        case "utf-16le": data = try #require(text.data(using: .utf16LittleEndian))
        case "utf-16be": data = try #require(text.data(using: .utf16BigEndian))
        default: data = try #require(text.data(using: .utf32LittleEndian))
        }
        try project.write("App/Spinner.swift", data: data)
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("App/Spinner.swift:1:1: error: file is not valid UTF-8: it looks like \(encoding.uppercased())"),
                "\(result.stderr)")
        let scan = try DocGenCommand.run(["scan", "App"], in: project.root)
        #expect(scan.status == 2)
    }

    @Test func onSkippedWarnRelaxesTheGateExplicitly() throws {
        let project = try project(onSkipped: "warn")
        try project.write("App/Spinner.swift", SwiftFixtures.guardedSpinner + Self.refusals[0].tail)
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("motion: 2/2 covered, 2 required: passed"))
        #expect(result.stderr.contains("App/Spinner.swift:20:18: warning: skipped: more than 12 '['"), "\(result.stderr)")
    }

    @Test func anUnknownOnSkippedValueIsALocatedError() throws {
        let project = try project()
        let config = try #require(project.read("docgen.yml"))
        try project.write("docgen.yml", config.replacingOccurrences(of: "    required: 2\n", with: "    required: 2\nscan:\n  on_skipped: ignore\n"))
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yml:9:15: error: 'on_skipped' must be one of: fail, warn; found 'ignore'"), "\(result.stderr)")
    }
}
