import DocGenCore
import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// A build session rebuilt after a scripted series of edits equals a clean build after each one,
/// byte for byte, and redoes only what an edit reaches.
@Suite struct IncrementalBuildTests {
    static let spinner = SwiftFixtures.guardedSpinner

    static let project = """
    -- docgen.yml --
    title: Incremental
    audits:
      - data: audits/motion.yml
        sources: [App]
    gate:
      - audit: motion
        required: 2
    -- content/index.md --
    # Home

    Start with the [plan](plans/a.md#steps) and the [spinner](audit:motion#App/Spinner.swift:Spinner.body:withAnimation:1).
    -- content/plans/a.md --
    ---
    title: Plan A
    order: 1
    ---
    # Plan A

    ## Steps

    - [x] Audit the animations
    - [ ] Fix the spinner
    -- content/plans/b.md --
    # Plan B

    Body of plan B, see [A](a.md).
    -- content/standards/c.md --
    # Standards

    Read [plan B](../plans/b.md) and the [motion audit](audit:motion).
    -- audits/motion.yml --
    id: motion
    title: Motion
    severities: [critical, high, medium, low]
    items:
    - id: App/Spinner.swift:Spinner.body:withAnimation:1
      file: App/Spinner.swift
      line: 13
      severity: critical
      status: fixed
      summary: withAnimation repeat-forever in Spinner.body
    - id: App/Spinner.swift:Spinner.body:withAnimation:2
      file: App/Spinner.swift
      line: 16
      severity: high
      status: fixed
      summary: withAnimation spring in Spinner.body
    """

    /// A session on a fresh copy of the project.
    func start() throws -> (FixtureProject, BuildSession) {
        let project = try FixtureProject(Self.project, copyDefaultTheme: true)
        try project.write("App/Spinner.swift", Self.spinner)
        return (project, BuildSession(options: BuildOptions(configFile: project.url("docgen.yml").path, toolVersion: "test")))
    }

    /// Every file of a clean build of the project, by path.
    func cleanBuild(_ project: FixtureProject) throws -> [String: Data] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-clean-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()
                .appendingPathComponent(".\(folder.lastPathComponent).docgen-spare"))
        }
        var options = BuildOptions(configFile: project.url("docgen.yml").path, toolVersion: "test")
        options.output = folder.path
        _ = try Pipeline.build(options)
        var files: [String: Data] = [:]
        for path in project.files(under: "../\(folder.lastPathComponent)") {
            files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return files
    }

    /// The paths edited since the last rebuild, as a file watcher reports them (when the test
    /// passes them on).
    final class Changes: @unchecked Sendable {
        var paths: Set<String> = []
        let reported: Bool
        init(reported: Bool) { self.reported = reported }

        func take() -> Set<String>? {
            defer { paths = [] }
            return reported ? paths : nil
        }
    }

    /// Rebuilds and checks the session's site against a clean build.
    @discardableResult
    func rebuildMatchesCleanBuild(_ session: BuildSession, _ project: FixtureProject, _ edit: Comment, _ changes: Changes,
                                  sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> BuildSession.Rebuild {
        let rebuild = session.rebuild(changes: changes.take())
        if case let .failure(failure) = rebuild.outcome {
            Issue.record("\(edit): the rebuild failed: \(failure.diagnostics)", sourceLocation: sourceLocation)
        }
        let clean = try cleanBuild(project)
        let incremental = session.site.files
        #expect(incremental.keys.sorted() == clean.keys.sorted(), "\(edit): the same files", sourceLocation: sourceLocation)
        let differing = clean.keys.filter { incremental[$0] != nil && incremental[$0] != clean[$0] }.sorted()
        #expect(differing.isEmpty, "\(edit): files differ: \(differing)", sourceLocation: sourceLocation)
        return rebuild
    }

    func edit(_ project: FixtureProject, _ path: String, _ changes: Changes, _ transform: (String) -> String) throws {
        let text = try #require(project.read(path))
        let changed = transform(text)
        #expect(changed != text, "the edit of \(path) changes it")
        try project.write(path, changed)
        changes.paths.insert(project.url(path).standardizedFileURL.path)
    }

    /// Runs the script with the changed paths given to each rebuild (as `docgen serve`'s watcher
    /// does) and without (any file may have changed).
    @Test(arguments: [false, true])
    func aScriptedSeriesOfEditsEqualsACleanBuildAfterEachOne(reportingChanges: Bool) throws {
        let (project, session) = try start()
        let changes = Changes(reported: reportingChanges)
        func path(_ relative: String) -> String { project.url(relative).standardizedFileURL.path }
        let first = try rebuildMatchesCleanBuild(session, project, "first build", changes)
        let pageCount = try #require(try? first.outcome.get()).pageCount

        try edit(project, "content/plans/b.md", changes) { $0.replacingOccurrences(of: "Body of plan B", with: "The body of plan B") }
        var rebuild = try rebuildMatchesCleanBuild(session, project, "a body edit", changes)
        // The search index holds the pages' words, so a body edit reaches it too.
        #expect(rebuild.changed.sorted() == ["assets/search-index.js", "plans/b.html"])
        let statistics = try rebuild.outcome.get().statistics
        #expect(statistics.markdownRendered == 1)
        #expect(statistics.pagesRendered == 1)
        #expect(statistics.pagesKept == pageCount - 1)

        try project.write("content/plans/b.md", try #require(project.read("content/plans/b.md")))
        changes.paths.insert(path("content/plans/b.md"))
        let noop = session.rebuild(changes: changes.take())
        #expect(noop.changed.isEmpty)
        #expect(try noop.outcome.get().statistics.pagesRendered == 0, "nothing changed, nothing is rendered")

        try project.write("content/plans/new.md", "# A new plan\n\n## Why\n\nBecause.\n")
        changes.paths.insert(path("content/plans/new.md"))
        try rebuildMatchesCleanBuild(session, project, "a page added", changes)

        try FileManager.default.moveItem(at: project.url("content/plans/new.md"), to: project.url("content/plans/renamed.md"))
        changes.paths.formUnion([path("content/plans/new.md"), path("content/plans/renamed.md")])
        rebuild = try rebuildMatchesCleanBuild(session, project, "a page renamed", changes)
        #expect(rebuild.changed.contains("plans/new.html") && rebuild.changed.contains("plans/renamed.html"))

        try FileManager.default.removeItem(at: project.url("content/plans/renamed.md"))
        changes.paths.insert(path("content/plans/renamed.md"))
        try rebuildMatchesCleanBuild(session, project, "a page deleted", changes)

        try edit(project, "content/plans/b.md", changes) { "---\ntitle: Plan Bee\n---\n" + $0 }
        rebuild = try rebuildMatchesCleanBuild(session, project, "a title changed", changes)
        #expect(rebuild.changed.contains("plans/a.html"), "the pager of plan A names plan B")

        let beforeBreak = session.site.files
        try edit(project, "content/standards/c.md", changes) { $0.replacingOccurrences(of: "../plans/b.md", with: "../plans/missing.md") }
        let broken = session.rebuild(changes: changes.take())
        guard case let .failure(failure) = broken.outcome else {
            Issue.record("a broken link fails the rebuild")
            return
        }
        #expect(failure.step == .links)
        #expect(failure.diagnostics.contains { $0.location?.file == "content/standards/c.md" && $0.location?.line == 3 })
        #expect(session.site.files == beforeBreak, "the last good site is kept")

        try edit(project, "content/standards/c.md", changes) { $0.replacingOccurrences(of: "../plans/missing.md", with: "../plans/b.md") }
        try rebuildMatchesCleanBuild(session, project, "the link fixed", changes)

        try edit(project, "content/plans/a.md", changes) { $0.replacingOccurrences(of: "- [ ] Fix the spinner", with: "- [x] Fix the spinner") }
        try edit(project, "content/standards/c.md", changes) { "---\ntitle: [unclosed\n---\n" + $0 }
        if case .success = session.rebuild(changes: changes.take()).outcome { Issue.record("invalid front matter fails the rebuild") }
        try edit(project, "content/standards/c.md", changes) { $0.replacingOccurrences(of: "---\ntitle: [unclosed\n---\n", with: "") }
        rebuild = try rebuildMatchesCleanBuild(session, project, "a failed rebuild, then a fix of one of its files", changes)
        #expect(rebuild.changed.contains("plans/a.html"), "the edit made with the failed one is not lost")

        try edit(project, "audits/motion.yml", changes) { text in
            text.replacingOccurrences(of: "  severity: high\n  status: fixed", with: "  severity: high\n  status: open")
        }
        rebuild = try rebuildMatchesCleanBuild(session, project, "an audit item reopened", changes)
        #expect(try rebuild.outcome.get().passed == false)
        #expect(rebuild.changed.contains("index.html") && rebuild.changed.contains("audits/motion.html"))

        try edit(project, "themes/default/templates/page.mustache", changes) { $0.replacingOccurrences(of: "<article class=\"page\">", with: "<article class=\"page edited\">") }
        rebuild = try rebuildMatchesCleanBuild(session, project, "a template edited", changes)
        #expect(rebuild.changed.contains("plans/b.html"))

        try edit(project, "App/Spinner.swift", changes) { $0.replacingOccurrences(of: "guard !reduceMotion else { return }", with: "") }
        rebuild = try rebuildMatchesCleanBuild(session, project, "a Swift source edited", changes)
        #expect(rebuild.changed.contains("audits/motion.html"))

        try edit(project, "docgen.yml", changes) { $0.replacingOccurrences(of: "title: Incremental", with: "title: Renamed site") }
        rebuild = try rebuildMatchesCleanBuild(session, project, "the config changed", changes)
        #expect(try rebuild.outcome.get().statistics.markdownRendered == 4, "a new config renders everything again")
    }
}

/// The watcher, the cache's fingerprint and git are asked about one list of inputs, resolved with the config.
@Suite struct BuildInputsTests {
    @Test func theWatchListIsTheConfigsResolvedInputs() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Inputs
        scan:
          index: [Packages/Tokens]
        audits:
          - data: audits/motion.yml
            sources: [App, Shared/Motion.swift]
          - data: audits/text.yml
            sources: [App]
            rule: dynamic-type
        -- content/index.md --
        # Home
        -- audits/motion.yml --
        audit: motion
        title: Motion
        items: []
        -- audits/text.yml --
        audit: text
        title: Text
        items: []
        """, copyDefaultTheme: true)
        try project.write("App/Spinner.swift", SwiftFixtures.guardedSpinner)
        try project.write("Shared/Motion.swift", "enum Motion {}\n")
        try project.write("Packages/Tokens/Tokens.swift", "enum Tokens {}\n")
        let session = BuildSession(options: BuildOptions(configFile: project.url("docgen.yml").path, toolVersion: "test"))
        #expect(session.watchedPaths == [project.url("docgen.yml")], "before the config loads, only the config")
        _ = session.rebuild(changes: nil)
        let names = session.watchedPaths.map { String($0.standardizedFileURL.path.dropFirst(project.root.standardizedFileURL.path.count + 1)) }
        #expect(names == ["docgen.yml", "content", "themes/default", "audits/motion.yml", "audits/text.yml", "App", "Shared/Motion.swift", "Packages/Tokens"],
                "each source once, in the config's order")
    }
}
