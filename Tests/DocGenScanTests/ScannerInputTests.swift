import DocGenCore
import DocGenScan
import DocGenTestSupport
import Foundation
import Testing

@Suite struct ScannerInputTests {
    static let site = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"x\").offset(y: 4).animation(.spring, value: 1) }\n}\n"

    @Test func walksFoldersSkippingTestsBuildAndExcluded() throws {
        let project = try FixtureProject()
        for path in ["App/A.swift", "App/Generated/G.swift", "AppTests/T.swift", "Tests/U.swift", ".build/B.swift", "App/notes.md"] {
            try project.write(path, Self.site)
        }
        var settings = ScanSettings()
        settings.exclude = ["Generated"]
        let result = try AccessibilityScanner(options: try ScanOptions(settings: settings)).scan(paths: [project.root], root: project.root)
        #expect(result.files == ["App/A.swift"])
        settings.includeTests = true
        settings.exclude = ["App/**/G*.swift"]
        let withTests = try AccessibilityScanner(options: try ScanOptions(settings: settings)).scan(paths: [project.root], root: project.root)
        #expect(withTests.files == ["App/A.swift", "AppTests/T.swift", "Tests/U.swift"])
    }

    /// For files that are not on disk (an earlier commit's, read from git), the same choice as the walk above.
    @Test func pathsAreChosenAsTheWalkChoosesThem() throws {
        let paths = ["App/A.swift", "App/Generated/G.swift", "AppTests/T.swift", "Tests/U.swift", ".build/B.swift", "App/notes.md",
                     "App/.hidden/H.swift", "App/.H.swift", "Other/O.swift"]
        var settings = ScanSettings()
        settings.exclude = ["Generated"]
        let options = try ScanOptions(settings: settings)
        #expect(paths.filter { options.scans($0, under: ".") } == ["App/A.swift", "Other/O.swift"])
        #expect(paths.filter { options.scans($0, under: "App/") } == ["App/A.swift"])
        #expect(options.scans("App/A.swift", under: "App/A.swift") && !options.scans("App/B.swift", under: "App/A.swift"))
        settings.includeTests = true
        settings.exclude = ["App/**/G*.swift"]
        let withTests = try ScanOptions(settings: settings)
        #expect(paths.filter { withTests.scans($0, under: ".") } == ["App/A.swift", "AppTests/T.swift", "Tests/U.swift", "Other/O.swift"])
    }

    @Test func badFilesBecomeLocatedDiagnostics() throws {
        let project = try FixtureProject()
        try project.write("App/Good.swift", Self.site)
        try project.write("App/Bad.swift", data: Data("let a = 1\nlet b = \"\u{00}".utf8) + Data([0xFF, 0xFE]))
        let result = try AccessibilityScanner().scan(paths: [project.url("App")], root: project.root)
        #expect(result.files == ["App/Good.swift"])
        #expect(result.diagnostics.map(\.description) == ["App/Bad.swift:2:11: error: file is not valid UTF-8"])
    }

    /// Files outside the project are named by the path as given joined with the rest: two `View.swift` in two
    /// folders stay two files (they were both named `View.swift`, and one was dropped).
    @Test func filesOutsideTheProjectKeepTheirPathAsGiven() throws {
        let project = try FixtureProject()
        for path in ["Repo/App/View.swift", "Shared/A/View.swift", "Shared/B/Nested/View.swift", "Shared/B/View.swift"] {
            try project.write(path, Self.site)
        }
        let repo = project.url("Repo")
        let result = try AccessibilityScanner().scan(paths: [URL(fileURLWithPath: "../Shared/", relativeTo: repo), URL(fileURLWithPath: "App", relativeTo: repo),
                                                             URL(fileURLWithPath: "../Shared/A/View.swift", relativeTo: repo)], root: repo)
        #expect(result.files == ["../Shared/A/View.swift", "../Shared/B/Nested/View.swift", "../Shared/B/View.swift", "App/View.swift"])
        #expect(Set(result.sites.map(\.file)) == Set(result.files))
        let missing = #expect(throws: DiagnosticError.self) {
            try AccessibilityScanner().scan(paths: [URL(fileURLWithPath: "../Nope", relativeTo: repo)], root: repo)
        }
        #expect(missing?.diagnostics.map(\.message) == ["no such file or folder: ../Nope"])
    }

    /// A folder outside the project written like one inside it: the two files share a name, so the later one
    /// is named by its full path rather than dropped.
    @Test func twoFilesWithOneNameAreBothScanned() throws {
        let project = try FixtureProject()
        try project.write("Repo/Sources/View.swift", Self.site)
        try project.write("Elsewhere/Sources/View.swift", Self.site)
        let repo = project.url("Repo")
        let result = try AccessibilityScanner().scan(paths: [URL(fileURLWithPath: "Sources", relativeTo: repo),
                                                             URL(fileURLWithPath: "Sources", relativeTo: project.url("Elsewhere"))], root: repo)
        let outside = project.url("Elsewhere/Sources/View.swift").standardizedFileURL.path
        #expect(result.files == [outside, "Sources/View.swift"].sorted())
        #expect(result.sites.count == 2)
    }

    /// Files reached through a link outside the project that leads into it are named as the project names them, and
    /// the files of one folder share the folder's resolution (each file once resolved its own); a folder outside keeps
    /// the path as given.
    @Test func filesReachedThroughALinkIntoTheProjectAreNamedFromTheRoot() throws {
        let project = try FixtureProject()
        for path in ["Repo/App/Inner/View.swift", "Repo/App/Inner/Other.swift", "Repo/App/Top.swift", "Shared/Kit/Kit.swift"] {
            try project.write(path, Self.site)
        }
        try FileManager.default.createSymbolicLink(at: project.url("Link"), withDestinationURL: project.url("Repo/App"))
        let repo = project.url("Repo")
        let result = try AccessibilityScanner().scan(paths: [URL(fileURLWithPath: "../Link/Inner", relativeTo: repo),
                                                             URL(fileURLWithPath: "../Link/Top.swift", relativeTo: repo),
                                                             URL(fileURLWithPath: "../Shared", relativeTo: repo)], root: repo)
        #expect(result.files == ["../Shared/Kit/Kit.swift", "App/Inner/Other.swift", "App/Inner/View.swift", "App/Top.swift"])
        #expect(Set(result.sites.map(\.file)) == Set(result.files))
    }

    @Test func missingPathIsAnError() throws {
        let project = try FixtureProject()
        #expect(throws: DiagnosticError.self) {
            try AccessibilityScanner().scan(paths: [project.url("Nope")], root: project.root)
        }
    }

    static func config(_ yaml: String) throws(DiagnosticError) -> ScanOptions {
        try ScanOptions(settings: ConfigLoader.parse(yaml, root: URL(fileURLWithPath: "/p"), file: "docgen.yml").scan)
    }

    @Test func severityOverridesApplyPerRule() throws {
        let options = try Self.config("scan:\n  rules:\n    reduce-motion:\n      severity:\n        spring: low\n        movement: low\n")
        let result = AccessibilityScanner(options: options).scan(sources: [("V.swift", Self.site)])
        #expect(result.sites.map(\.severity) == [.low])
    }

    @Test func ruleSettingsAreCheckedWithLocations() throws {
        func errors(_ yaml: String) -> [String] {
            do {
                _ = try Self.config(yaml)
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        #expect(errors("scan:\n  rules:\n    wobble: {}\n")
            == ["docgen.yml:3:5: error: unknown rule 'wobble' in 'scan: rules'; known rules: \(RuleRegistry.ids.joined(separator: ", "))"])
        #expect(errors("scan:\n  rules:\n    reduce-motion:\n      safe_wrapper: [x]\n").first?.hasPrefix(
            "docgen.yml:4:7: error: unknown key 'safe_wrapper' in the settings of 'reduce-motion'") == true)
        #expect(errors("scan:\n  rules:\n    reduce-motion:\n      severity:\n        wobble: high\n").first?.hasPrefix(
            "docgen.yml:5:9: error: unknown severity rule 'wobble'") == true)
        #expect(errors("scan:\n  rules:\n    reduce-motion:\n      severity:\n        spring: severe\n").first?.hasPrefix(
            "docgen.yml:5:17: error: severity of 'spring' must be one of: critical, high, medium, low") == true)
        #expect(errors("scan:\n  rules:\n    reduce-motion:\n      exempt_opacity: maybe\n").count == 1)
        #expect(throws: DiagnosticError.self) {
            try ConfigLoader.parse("scan:\n  severity:\n    spring: low\n", root: URL(fileURLWithPath: "/p"), file: "docgen.yml")
        }
    }

    @Test func opacityExemptionCanBeTurnedOff() throws {
        let fade = "struct F: View {\n    var body: some View { Text(\"x\").transition(.opacity) }\n}\n"
        #expect(AccessibilityScanner().scan(sources: [("F.swift", fade)]).sites.first?.reason == "exempt-opacity")
        let options = try Self.config("scan:\n  rules:\n    reduce-motion:\n      exempt_opacity: false\n")
        let strict = AccessibilityScanner(options: options).scan(sources: [("F.swift", fade)])
        #expect(strict.sites.first?.reason == "unguarded")
        #expect(strict.sites.first?.severity == .low)
    }

    @Test func lookupsForAuditVerification() throws {
        let result = AccessibilityScanner().scan(sources: [("V.swift", Self.site)])
        let site = try #require(result.sites.first)
        #expect(result.site(matching: site.id) == site)
        #expect(result.site(file: "V.swift", line: 3) == site)
        #expect(site.rule == "reduce-motion" && site.verdict == .fail && site.reason == "unguarded" && site.severity == .high)
        #expect(result.only(rule: "reduce-motion").sites == [site])
    }

    @Test func readsFedFromAnotherFileAreFoundAfterAllFilesAreSeen() {
        let spinner = """
        struct Spinner: View {
            let spin: Bool
            @State private var angle = 0.0
            var body: some View {
                if spin {
                    Image(systemName: "gear").rotationEffect(.degrees(angle)).animation(.linear.repeatForever(), value: angle)
                }
            }
        }
        """
        let header = "struct Header: View {\n    @Environment(\\.accessibilityReduceMotion) var still\n    var body: some View { Spinner(spin: !still) }\n}\n"
        let alone = AccessibilityScanner(rules: ["reduce-motion"]).scan(sources: [("Spinner.swift", spinner)])
        #expect(alone.sites.map(\.reason) == ["unguarded"])
        let both = AccessibilityScanner(rules: ["reduce-motion"]).scan(sources: [("Spinner.swift", spinner), ("Header.swift", header)])
        #expect(both.sites.map(\.reason) == ["enclosing-if"])
        #expect(both.sites.first?.severity == .critical)
    }
}
