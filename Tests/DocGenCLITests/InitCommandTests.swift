import DocGenTestSupport
import Foundation
import Testing

/// `docgen init` in a team's own folder: a project that builds with the embedded theme, audits bootstrapped
/// from a scan, gates at today's coverage that fail on a regression, and nothing ever overwritten.
@Suite struct InitCommandTests {
    /// A guarded spring, an unguarded one (open today), and an image without a label.
    static let sources = """
    -- App/Card.swift --
    import SwiftUI

    struct Card: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @State private var open = false

        var body: some View {
            VStack {
                Text("Card")
                    .offset(y: open ? 0 : 40)
                    .animation(reduceMotion ? nil : .spring, value: open)
                Text("Badge")
                    .scaleEffect(open ? 1.2 : 1)
                    .animation(.bouncy, value: open)
                Image("hero")
            }
        }
    }
    """

    @Test func withSourcesItAuditsEveryRuleAndGatesAtTodaysCoverage() throws {
        let project = try FixtureProject(Self.sources)
        let result = try DocGenCommand.run(["init", "--sources", "App", "--title", "Card <App> & co"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote docgen.yml\nwrote content/index.md\n"), "\(result.stdout)")
        #expect(result.stdout.contains("wrote content/audits/reduce-motion.yml: 2 items, 1 covered today (the gate)"), "\(result.stdout)")
        #expect(result.stdout.contains("  docgen check "))
        #expect(result.stdout.contains("  docgen build "))
        #expect(result.stdout.contains("  docgen serve "))
        #expect(!project.exists("themes"), "the embedded theme needs no copy")

        let config = project.assertFileContent("docgen.yml", contains: [
            "title: \"Card <App> & co\"\n",
            "  - data: content/audits/reduce-motion.yml\n    sources: [\"App\"]\n    rule: reduce-motion\n",
            "  - data: content/audits/dynamic-type.yml\n", "  - data: content/audits/voiceover.yml\n",
            "  - audit: reduce-motion\n    required: 1\n",
        ])
        #expect(config?.contains("  - audit: voiceover\n    required: 0\n") == true, "\(config ?? "")")
        project.assertFileContent("content/audits/reduce-motion.yml", contains: [
            "id: reduce-motion\n", "title: Reduce Motion\n", "status: fixed", "status: open", "file: App/Card.swift",
        ])
        project.assertFileContent("content/index.md", contains: [
            "title: \"Card <App> & co\"", "# Card \\<App\\> \\& co\n", "[Reduce Motion](audit:reduce-motion)", "[VoiceOver labels](audit:voiceover)",
        ])

        var check = try DocGenCommand.run(["check"], in: project.root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("reduce-motion: 1/2 covered, 1 required: passed"), "\(check.stdout)")

        let build = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(build.status == 0, "\(build.stderr)")
        project.assertFileContent("site/index.html", contains: ["Card &lt;App&gt; &amp; co", "audits/reduce-motion.html"], lacks: ["<App>"])
        #expect(project.exists("site/assets/docgen.css"))

        // A new unguarded animation is a failing site no item lists: the gate fails and names it.
        try project.write("App/Spinner.swift", """
        import SwiftUI

        struct Spinner: View {
            @State private var on = false
            var body: some View {
                Circle().offset(x: on ? 20 : 0).onAppear { withAnimation(.spring) { on = true } }
            }
        }

        """)
        check = try DocGenCommand.run(["check"], in: project.root)
        #expect(check.status == 1)
        #expect(check.stdout.contains("App/Spinner.swift:6: error: [high] App/Spinner.swift:Spinner.body:withAnimation:1: unaudited reduce-motion site"),
                "\(check.stdout)")
        #expect(check.stdout.contains("reduce-motion: 1/3 covered, 1 required: failed (1 unaudited site)"), "\(check.stdout)")

        // So does a covered site that loses its guard.
        try FileManager.default.removeItem(at: project.url("App/Spinner.swift"))
        let card = try #require(project.read("App/Card.swift"))
        try project.write("App/Card.swift", card.replacingOccurrences(of: "reduceMotion ? nil : .spring", with: ".spring"))
        check = try DocGenCommand.run(["check"], in: project.root)
        #expect(check.status == 1)
        #expect(check.stdout.contains("reduce-motion: 0/2 covered, 1 required: failed"), "\(check.stdout)")
    }

    @Test func withoutSourcesItWritesAProjectThatBuilds() throws {
        let project = try FixtureProject()
        let result = try DocGenCommand.run(["init"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote docgen.yml\nwrote content/index.md\n\nNext:\n"), "\(result.stdout)")
        let config = try #require(project.read("docgen.yml"))
        #expect(!config.contains("\naudits:") && !config.contains("\ngate:"), "\(config)")
        #expect(config.contains("title: \"\(project.root.lastPathComponent) accessibility\""))
        #expect(try DocGenCommand.run(["check"], in: project.root).status == 0)
        #expect(try DocGenCommand.run(["build", "--quiet"], in: project.root).status == 0)
        #expect(project.exists("site/index.html"))
    }

    @Test func chosenRulesOnly() throws {
        let project = try FixtureProject(Self.sources)
        let result = try DocGenCommand.run(["init", "--sources", "App/Card.swift", "--rule", "reduce-motion", "--rule", "reduce-motion"], in: project.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.files(under: "content/audits") == ["reduce-motion.yml"])
        project.assertFileContent("docgen.yml", contains: ["sources: [\"App/Card.swift\"]"], lacks: ["dynamic-type"])
        #expect(try DocGenCommand.run(["check"], in: project.root).status == 0)
    }

    @Test func anExistingProjectOrFileStopsItBeforeWritingAnything() throws {
        let project = try FixtureProject("-- docgen.yml --\ntitle: Mine\n" + Self.sources)
        var result = try DocGenCommand.run(["init", "--sources", "App"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("docgen.yml: error: docgen.yml already exists: this folder is a docgen project"), "\(result.stderr)")
        #expect(project.read("docgen.yml") == "title: Mine\n")
        #expect(!project.exists("content"))

        let other = try FixtureProject("-- content/audits/voiceover.yml --\nid: mine\n" + Self.sources)
        result = try DocGenCommand.run(["init", "--sources", "App"], in: other.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("content/audits/voiceover.yml: error: already exists; 'docgen init' writes only new files, so it wrote nothing"),
                "\(result.stderr)")
        #expect(!other.exists("docgen.yml") && !other.exists("content/index.md") && !other.exists("content/audits/reduce-motion.yml"))
    }

    @Test func badOptionsAreErrors() throws {
        let project = try FixtureProject(Self.sources)
        var result = try DocGenCommand.run(["init", "--sources", "Missing"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: no file or folder 'Missing' to scan"), "\(result.stderr)")
        result = try DocGenCommand.run(["init", "--sources", "App", "--rule", "colour"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: unknown rule 'colour'; known rules: reduce-motion"), "\(result.stderr)")
        result = try DocGenCommand.run(["init", "--sources", project.root.deletingLastPathComponent().path], in: project.root.appendingPathComponent("App"))
        #expect(result.status == 2)
        #expect(result.stderr.contains("lies outside the project folder"), "\(result.stderr)")
        result = try DocGenCommand.run(["init", "--ci", "jenkins"], in: project.root)
        #expect(result.status == 2)
        #expect(!project.exists("docgen.yml"))
    }

    @Test func aSourceFileThatIsNotUTF8IsAnError() throws {
        let project = try FixtureProject()
        try project.write("App/Bad.swift", data: Data([0x66, 0x75, 0x6E, 0x63, 0xFF, 0xFE]))
        let result = try DocGenCommand.run(["init", "--sources", "App"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("App/Bad.swift"), "\(result.stderr)")
        #expect(!project.exists("docgen.yml"))
    }
}
