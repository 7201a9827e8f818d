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
        #expect(page.contains("verified against the Swift sources"))
        let filePage = try #require(project.read("site/audits/motion/App/Spinner.swift.html"))
        #expect(filePage.contains("verdict-verified"))
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
        #expect(page.contains("Unaudited animations in the code"))
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
}
