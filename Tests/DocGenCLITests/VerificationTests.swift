import DocGenTestSupport
import Foundation
import Testing

/// End-to-end: an audit bootstrapped from Swift sources with `scan --write-audit`, then verified
/// against the code on every build and check.
@Suite struct VerificationTests {
    static let guardedView = SwiftFixtures.guardedSpinner

    func project() throws -> FixtureProject {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Verified
        audits:
          - data: audits/motion.yml
            sources: [App]
        gate:
          - audit: motion
            required: 2
        -- content/index.md --
        # Home
        """, copyDefaultTheme: true)
        try project.write("App/Spinner.swift", Self.guardedView)
        let bootstrap = try DocGenCommand.run(["scan", "App", "--write-audit", "audits/motion.yml"], in: project.root)
        #expect(bootstrap.status == 0, "\(bootstrap.stderr)")
        return project
    }

    @Test func bootstrappedAuditBuildsAndIsVerified() throws {
        let project = try project()
        let audit = try #require(project.read("audits/motion.yml"))
        #expect(audit.contains("status: fixed"))
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("motion: 2/2 covered, 2 required: passed"))
        let page = try #require(project.read("site/audits/motion.html"))
        #expect(page.contains("checked against the Swift sources by <code>docgen scan</code>"))
        let filePage = try #require(project.read("site/audits/motion/App/Spinner.swift.html"))
        #expect(filePage.contains("verdict-verified"))
    }

    /// An item matched by id keeps its site when its recorded line has moved past the end of the file.
    @Test func anItemMatchedByIdFindsItsSiteEvenWhenItsLineIsPastTheEnd() throws {
        let project = try project()
        let audit = try #require(project.read("audits/motion.yml"))
        let moved = audit.replacing(#/line: \d+/#, with: "line: 99999")
        #expect(moved != audit)
        try project.write("audits/motion.yml", moved)
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("motion: 2/2 covered, 2 required: passed"), "\(result.stdout)")
    }

    @Test func removingAGuardFailsTheGate() throws {
        let project = try project()
        try project.write("App/Spinner.swift", Self.guardedView.replacingOccurrences(of: "guard !reduceMotion else { return }", with: ""))
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("App/Spinner.swift:13: error: [critical] App/Spinner.swift:Spinner.body:withAnimation:1"))
        #expect(result.stdout.contains("(claimed fixed, unguarded in code)"))
        #expect(result.stdout.contains("motion: 1/2 covered, 2 required"))
    }

    @Test func aNewUnguardedAnimationFailsTheGate() throws {
        let project = try project()
        try project.write("App/Banner.swift", """
        import SwiftUI

        struct Banner: View {
            @State private var shown = false
            var body: some View {
                Text("Offline")
                    .offset(y: shown ? 0 : -80)
                    .onAppear { withAnimation(.spring()) { shown = true } }
            }
        }

        """)
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("App/Banner.swift:8: error: [high] App/Banner.swift:Banner.body:withAnimation:1"))
        #expect(result.stderr.contains("(unaudited)"))
        let page = try #require(project.read("site/audits/motion.html"))
        #expect(page.contains("Unaudited sites in the code"))
    }

    @Test func aFileTheScannerSkipsIsNamedInTheBuildsWarningsAndFailsTheGate() throws {
        let project = try project()
        // swift-syntax's lookahead is exponential in this run of `[`: the scanner refuses the file.
        try project.write("App/Hostile.swift", "struct S {\n    var t" + String(repeating: "[", count: 24) + "s\n}\n")
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("1 source file skipped by the scanner: App/Hostile.swift"), "\(result.stdout)")
        let warning = result.stdout + result.stderr
        #expect(warning.contains("App/Hostile.swift:2:"), "\(warning)")
        #expect(warning.contains("warning: skipped: "), "\(warning)")
    }

    @Test func aRemovedAnimationMakesItsItemStale() throws {
        let project = try project()
        try project.write("App/Spinner.swift", "import SwiftUI\n\nstruct Spinner: View {\n    var body: some View { Text(\"Still\") }\n}\n")
        let result = try DocGenCommand.run(["check"], in: project.root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("(stale)"))
        let merged = try DocGenCommand.run(["scan", "App", "--write-audit", "audits/motion.yml"], in: project.root)
        #expect(merged.status == 0)
        #expect(project.read("audits/motion.yml")?.contains("status: stale") == true)
    }

    @Test func aSuppressionIsExemptWithItsReasonOnTheAuditPage() throws {
        let project = try project()
        try project.write("App/Mascot.swift", """
        import SwiftUI

        struct Mascot: View {
            @State private var sway = false
            var body: some View {
                Image("Mascot")
                    .rotationEffect(.degrees(sway ? 2 : -2))
                    // docgen:ignore reduce-motion: a 2° idle sway, approved in review ACC-112
                    .animation(.easeInOut(duration: 2).repeatForever(), value: sway)
            }
        }

        """)
        let merged = try DocGenCommand.run(["scan", "App", "--rule", "reduce-motion", "--write-audit", "audits/motion.yml"],
                                           in: project.root)
        #expect(merged.status == 0, "\(merged.stderr)")
        let audit = try #require(project.read("audits/motion.yml"))
        #expect(audit.contains("reason: a 2° idle sway, approved in review ACC-112"))
        let result = try DocGenCommand.run(["build"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        let filePage = try #require(project.read("site/audits/motion/App/Mascot.swift.html"))
        #expect(filePage.contains("(suppressed: a 2° idle sway, approved in review ACC-112)"))
    }

    @Test func aDynamicTypeAuditIsBootstrappedVerifiedAndGoesStale() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Text size
        audits:
          - data: audits/text-size.yml
            sources: [App]
            rule: dynamic-type
        gate:
          - audit: text-size
            required: 2
        -- content/index.md --
        # Home
        """, copyDefaultTheme: true)
        try project.write("App/Typography.swift", "import SwiftUI\n\nenum Typography {\n    static let title = Font.title.bold()\n}\n")
        try project.write("App/Header.swift", """
        import SwiftUI

        struct Header: View {
            var body: some View {
                VStack {
                    Text("Runs").font(Typography.title)
                    Text("This week").font(.subheadline)
                }
            }
        }

        """)
        let bootstrap = try DocGenCommand.run(["scan", "App", "--rule", "dynamic-type", "--write-audit", "audits/text-size.yml"],
                                              in: project.root)
        #expect(bootstrap.status == 0, "\(bootstrap.stderr)")
        let audit = try #require(project.read("audits/text-size.yml"))
        #expect(audit.hasPrefix("id: text-size\ntitle: Dynamic Type\n"))
        #expect(audit.components(separatedBy: "status: fixed").count - 1 == 2)
        #expect(try DocGenCommand.run(["check"], in: project.root).status == 0)

        try project.write("App/Typography.swift", "import SwiftUI\n\nenum Typography {\n    static let title = Font.system(size: 28)\n}\n")
        let broken = try DocGenCommand.run(["check"], in: project.root)
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("(claimed fixed, unguarded in code)"))
        #expect(broken.stdout.contains("(unaudited)"), "the definition that stopped scaling is a new failing site")

        try project.write("App/Header.swift", "import SwiftUI\n\nstruct Header: View {\n    var body: some View { Text(\"Runs\") }\n}\n")
        try project.write("App/Typography.swift", "import SwiftUI\n")
        let stale = try DocGenCommand.run(["check"], in: project.root)
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("(stale)"))
    }
}
