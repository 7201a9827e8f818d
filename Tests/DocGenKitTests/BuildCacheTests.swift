@testable import DocGenKit
import DocGenCore
import DocGenSite
import DocGenTestSupport
import Foundation
import Testing

/// The runner owns the cache: a step declares its key and the runner reuses the step's product only for an
/// equal key; a new config drops every entry; a one-off build lets go of the large products, a session keeps them.
@Suite struct BuildCacheTests {
    static let project = """
    -- docgen.yml --
    title: Cache
    audits:
      - data: audits/motion.yml
    -- content/index.md --
    # Home

    See the [motion audit](audit:motion).
    -- audits/motion.yml --
    id: motion
    title: Motion
    severities: [high]
    items:
    - id: spinner
      file: App/Spinner.swift
      line: 3
      severity: high
      status: open
      summary: A spinner
    """

    func options(_ project: FixtureProject) -> BuildOptions {
        var options = BuildOptions(configFile: project.url("docgen.yml").path, toolVersion: "test")
        options.destination = .memory(MemorySite())
        return options
    }

    @Test func aCachedStepsProductIsReusedOnlyForAnEqualKey() throws {
        let project = try FixtureProject(Self.project)
        let runner = BuildRunner(steps: [LoadConfigStep(), LoadAuditsStep()])
        var cache = BuildCache(retainsProducts: true)
        var context = BuildContext(options: options(project))
        try runner.run(&context, cache: &cache)
        #expect(context.audits.map(\.id) == ["motion"])
        let key = try #require(cache.audits?.key)

        // A product planted under the same key is what the next run gets: the step was not run again.
        cache.audits = CacheEntry(key: key, product: [])
        try runner.run(&context, cache: &cache)
        #expect(context.audits.isEmpty, "reused for an equal key")

        try project.write("audits/motion.yml", try #require(project.read("audits/motion.yml")).replacingOccurrences(of: "A spinner", with: "A loader"))
        try runner.run(&context, cache: &cache)
        #expect(context.audits.first?.items.first?.summary == "A loader", "made again for a new key")

        cache.audits = CacheEntry(key: try #require(cache.audits?.key), product: [])
        try project.write("docgen.yml", try #require(project.read("docgen.yml")) + "\n")
        try runner.run(&context, cache: &cache)
        #expect(context.audits.map(\.id) == ["motion"], "a new config drops every entry, the audits' too")
    }

    @Test func aOneOffBuildLetsGoOfContentAndMarkdownAndASessionKeepsThem() throws {
        let project = try FixtureProject(Self.project, copyDefaultTheme: true)
        for retains in [false, true] {
            var cache = BuildCache(retainsProducts: retains)
            var context = BuildContext(options: options(project))
            try BuildRunner(steps: Pipeline.steps).run(&context, cache: &cache)
            #expect((cache.content.content != nil) == retains)
            #expect((cache.markdown.lookup(resolver: SiteLinkResolver(audits: context.audits), unsafeHTML: false).previous.isEmpty) != retains)
            #expect(cache.pages.published?.contexts.count == context.site?.pageCount, "what the run published is recorded")
            #expect(cache.theme != nil && cache.assembly.site != nil)
        }
    }

    /// Steps do the work only: run one by one with no cache at all, they make the site the runner makes.
    @Test func everyStepRunsWithoutACacheAndMakesTheSameSite() throws {
        let project = try FixtureProject(Self.project, copyDefaultTheme: true)
        let plain = MemorySite(), cached = MemorySite()
        var options = options(project)
        options.destination = .memory(plain)
        var context = BuildContext(options: options)
        for step in Pipeline.steps(for: options) { try step.run(&context) }
        options.destination = .memory(cached)
        var other = BuildContext(options: options)
        try BuildRunner(steps: Pipeline.steps).run(&other)
        #expect(!plain.files.isEmpty)
        #expect(plain.files == cached.files)
    }

    @Test func aFailedRunPublishesNothingToTheCache() throws {
        let project = try FixtureProject(Self.project, copyDefaultTheme: true)
        var cache = BuildCache(retainsProducts: true)
        var context = BuildContext(options: options(project))
        try BuildRunner(steps: Pipeline.steps).run(&context, cache: &cache)
        let published = try #require(cache.pages.published)
        try project.write("content/index.md", "# Home\n\nA [broken](missing.md) link.\n")
        #expect(throws: BuildFailure.self) { try BuildRunner(steps: Pipeline.steps).run(&context, cache: &cache) }
        #expect(cache.pages.published?.contexts == published.contexts, "the output still holds the last good site")
    }
}

/// The watcher and the build cache's fingerprint read one list of inputs (``BuildInputs``): a change under
/// any path `docgen serve` watches changes the key that decides whether a build is up to date.
@Suite struct InputsFingerprintTests {
    @Test func everyWatchedPathIsInTheCachesFingerprint() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Inputs
        scan:
          index: [Packages/Tokens]
        audits:
          - data: audits/motion.yml
            sources: [App, Shared/Motion.swift]
        -- content/index.md --
        # Home
        -- audits/motion.yml --
        id: motion
        title: Motion
        items: []
        """, copyDefaultTheme: true)
        try project.write("App/Spinner.swift", SwiftFixtures.guardedSpinner)
        try project.write("Shared/Motion.swift", "enum Motion {}\n")
        try project.write("Packages/Tokens/Tokens.swift", "enum Tokens {}\n")
        var context = BuildContext(options: BuildOptions(configFile: project.url("docgen.yml").path, toolVersion: "test"))
        try BuildRunner(steps: [LoadConfigStep()]).run(&context)
        let inputs = try #require(context.inputs)
        var key = DiskCache.fingerprint(context, inputs: inputs)
        for path in inputs.all {
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder), "\(path.lastPathComponent) exists")
            if isFolder.boolValue {
                try Data("struct Added {}\n".utf8).write(to: path.appendingPathComponent("Added.swift"))
            } else {
                try (Data(contentsOf: path) + Data("\n".utf8)).write(to: path)
            }
            let changed = DiskCache.fingerprint(context, inputs: inputs)
            #expect(changed != key, "a change under \(path.lastPathComponent) changes the build cache's key")
            key = changed
        }
        #expect(inputs.all.count == 7, "config, content, theme, the audit, two sources, the index")
    }
}
