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
        let result = try AnimationScanner(options: ScanOptions(settings: settings)).scan(paths: [project.root], root: project.root)
        #expect(result.files == ["App/A.swift"])
        settings.includeTests = true
        settings.exclude = ["App/**/G*.swift"]
        let withTests = try AnimationScanner(options: ScanOptions(settings: settings)).scan(paths: [project.root], root: project.root)
        #expect(withTests.files == ["App/A.swift", "AppTests/T.swift", "Tests/U.swift"])
    }

    @Test func badFilesBecomeLocatedDiagnostics() throws {
        let project = try FixtureProject()
        try project.write("App/Good.swift", Self.site)
        try project.write("App/Bad.swift", data: Data("let a = 1\nlet b = \"\u{00}".utf8) + Data([0xFF, 0xFE]))
        let result = try AnimationScanner().scan(paths: [project.url("App")], root: project.root)
        #expect(result.files == ["App/Good.swift"])
        #expect(result.diagnostics.map(\.description) == ["App/Bad.swift:2:11: error: file is not valid UTF-8"])
    }

    @Test func missingPathIsAnError() throws {
        let project = try FixtureProject()
        #expect(throws: DiagnosticError.self) {
            try AnimationScanner().scan(paths: [project.url("Nope")], root: project.root)
        }
    }

    @Test func severityOverridesApply() throws {
        let config = try ConfigLoader.parse("scan:\n  severity:\n    spring: low\n", root: URL(fileURLWithPath: "/p"), file: "docgen.yml")
        let result = AnimationScanner(options: ScanOptions(settings: config.scan)).scan(sources: [("V.swift", Self.site)])
        #expect(result.sites.map(\.severity) == [.medium])
        #expect(throws: DiagnosticError.self) {
            try ConfigLoader.parse("scan:\n  severity:\n    wobble: high\n", root: URL(fileURLWithPath: "/p"), file: "docgen.yml")
        }
    }

    @Test func opacityExemptionCanBeTurnedOff() {
        let fade = "struct F: View {\n    var body: some View { Text(\"x\").transition(.opacity) }\n}\n"
        #expect(AnimationScanner().scan(sources: [("F.swift", fade)]).sites.first?.guardReason == .exemptOpacity)
        var settings = ScanSettings()
        settings.exemptOpacity = false
        let strict = AnimationScanner(options: ScanOptions(settings: settings)).scan(sources: [("F.swift", fade)])
        #expect(strict.sites.first?.guardReason == .unguarded)
        #expect(strict.sites.first?.severity == .low)
    }

    @Test func lookupsAndSummariesForAuditVerification() throws {
        let result = AnimationScanner().scan(sources: [("V.swift", Self.site)])
        let site = try #require(result.sites.first)
        #expect(result.site(matching: site.id) == site)
        #expect(result.site(file: "V.swift", line: 3) == site)
        #expect(result.summaries.map(\.reason) == ["unguarded"])
        #expect(result.summaries.first?.severity == .high)
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
        let alone = AnimationScanner().scan(sources: [("Spinner.swift", spinner)])
        #expect(alone.sites.map(\.guardReason) == [.unguarded])
        let both = AnimationScanner().scan(sources: [("Spinner.swift", spinner), ("Header.swift", header)])
        #expect(both.sites.map(\.guardReason) == [.enclosingIf])
        #expect(both.sites.first?.severity == .critical)
    }
}
