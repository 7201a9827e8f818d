import DocGenCore
import DocGenScan
import DocGenTestSupport
import Foundation
import Testing

/// Declarations read from packages: a design system in a SwiftPM checkout beside the sources (pinned by
/// `Package.resolved`) and a folder given with `--index` resolve the app's tokens, and neither reports sites.
@Suite struct PackageIndexTests {
    static let files = """
    -- Package.resolved --
    {"pins": [{"identity": "typeface", "kind": "remoteSourceControl", "location": "https://example.com/studio/Typeface.git",
               "state": {"revision": "0123456789abcdef", "version": "2.1.0"}}], "version": 2}
    -- .build/checkouts/Typeface/Package.swift --
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Typeface")
    -- .build/checkouts/Typeface/Sources/Typeface/Font+Reading.swift --
    import SwiftUI
    import UIKit

    public extension Font {
        /// Body copy: the brand face at a size the text-size setting scales.
        static var readingBody: Font { reading(17, relativeTo: .body) }
        /// Date stamps: a fixed size.
        static var stamp: Font { .system(size: 11, weight: .heavy) }

        private static func reading(_ base: CGFloat, relativeTo style: Font.TextStyle) -> Font {
            .custom("Inter", size: UIFontMetrics.default.scaledValue(for: base), relativeTo: style)
        }
    }
    -- .build/checkouts/Unpinned/Sources/Unpinned/Font+Extra.swift --
    import SwiftUI
    public extension Font { static var extra: Font { .body } }
    -- Vendor/Brand/Sources/Brand/BrandType.swift --
    import SwiftUI
    public enum BrandType {
        public static let caption = Font.caption2
        public static let badge = Font.system(size: 9)
    }
    -- App/NoteRow.swift --
    import SwiftUI
    import Typeface
    @preconcurrency import Unpinned
    struct NoteRow: View {
        let note: String
        var body: some View {
            VStack {
                Text(note).font(.readingBody)
                Text("today").font(.stamp)
                Text("draft").font(BrandType.caption)
                Text("new").font(BrandType.badge)
                Text("more").font(.extra)
            }
        }
    }
    """

    static func verdicts(_ result: ScanResult) -> [String] {
        result.sites(of: "dynamic-type").map { "\($0.line) \($0.verdict.rawValue) \($0.reason)" }
    }

    @Test func checkoutsAndIndexedFoldersResolveTokensWithoutReportingTheirSites() throws {
        let project = try FixtureProject(Self.files)
        var options = ScanOptions()
        options.index = [project.url("Vendor/Brand")]
        let result = try AccessibilityScanner(options: options, rules: ["dynamic-type"]).scan(paths: [project.root], root: project.root)
        #expect(Self.verdicts(result) == [
            "8 pass relative-custom-font", "9 fail fixed-size", "10 pass text-style", "11 fail fixed-size", "12 unknown unknown-font",
        ])
        #expect(result.sites.allSatisfy { $0.file == "App/NoteRow.swift" }, "\(result.sites.map(\.file))")
        #expect(result.files == ["App/NoteRow.swift"])
        #expect(result.site(file: "App/NoteRow.swift", line: 12)?.detail.contains("cannot resolve .extra") == true)
        #expect(result.indexed.map(\.description) == [
            "Brand (Vendor/Brand, 1 file)", "Typeface 2.1.0 (.build/checkouts/Typeface, 1 file)",
        ])
    }

    @Test func withoutPackagesTheTokensAreUnknownByName() throws {
        let project = try FixtureProject(Self.files)
        var options = ScanOptions()
        options.discoversPackages = false
        let result = try AccessibilityScanner(options: options, rules: ["dynamic-type"]).scan(paths: [project.url("App")], root: project.root)
        #expect(Self.verdicts(result).filter { $0.contains("unknown") }.count == 5)
        #expect(result.site(file: "App/NoteRow.swift", line: 8)?.detail.contains("cannot resolve .readingBody") == true)
        #expect(result.indexed.isEmpty)
    }

    @Test func withoutPackageResolvedEveryCheckoutIsIndexed() throws {
        let project = try FixtureProject(Self.files)
        try FileManager.default.removeItem(at: project.url("Package.resolved"))
        let result = try AccessibilityScanner(rules: ["dynamic-type"]).scan(paths: [project.url("App")], root: project.root)
        #expect(result.indexed.map(\.name) == ["Typeface", "Unpinned"])
        #expect(result.site(file: "App/NoteRow.swift", line: 12)?.verdict == .pass)
    }

    /// A project's `.build/checkouts` may hold the tools of the package around the sources (a documentation
    /// generator's own dependencies beside the example app it checks): only the checkouts the sources import,
    /// directly or through another checkout read, are indexed.
    @Test func onlyCheckoutsTheSourcesImportAreIndexed() throws {
        let project = try FixtureProject("""
        -- .build/checkouts/design-kit/Sources/DesignKit/Type.swift --
        import Palette
        public enum Type { public static let body = Font.body }
        -- .build/checkouts/palette/Sources/Palette/Colors.swift --
        public enum Colors {}
        -- .build/checkouts/parser-tools/Sources/ParserTools/Lexer.swift --
        public enum Lexer {}
        -- Example/Row.swift --
        import SwiftUI
        import struct DesignKit.Type
        struct Row: View {
            var body: some View { Text("Hi").font(Type.body) }
        }
        """)
        let result = try AccessibilityScanner(rules: ["dynamic-type"]).scan(paths: [project.url("Example")], root: project.root)
        #expect(result.indexed.map(\.name) == ["design-kit", "palette"])
        #expect(result.site(file: "Example/Row.swift", line: 4)?.verdict == .pass)
        // Scanning the whole project reports neither the checkouts read nor the one left unread.
        let whole = try AccessibilityScanner(rules: ["dynamic-type"]).scan(paths: [project.root], root: project.root)
        #expect(whole.files == ["Example/Row.swift"])
    }

    @Test func aMissingIndexFolderIsAnError() throws {
        let project = try FixtureProject(Self.files)
        var options = ScanOptions()
        options.index = [project.url("Vendor/Missing")]
        #expect(throws: DiagnosticError.self) {
            try AccessibilityScanner(options: options).scan(paths: [project.url("App")], root: project.root)
        }
    }
}
