import DocGenCore
import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The step list and its runner: order, what `check` runs, and that every diagnostic names its step.
@Suite struct PipelineTests {
    func options(_ project: FixtureProject) -> BuildOptions {
        BuildOptions(configFile: project.url("docgen.yml").path, toolVersion: "test")
    }

    @Test func stepsAreDeclaredOnceInPipelineOrderAndCheckStopsBeforeTheSite() {
        let steps = Pipeline.steps.map(\.step)
        #expect(steps == [.config, .restoreCache, .audits, .verify, .coverage, .output, .theme, .content, .markdown, .assemble, .links,
                          .render, .write, .saveCache])
        #expect(Set(steps).count == steps.count)
        #expect(Pipeline.checkSteps.map(\.step) == [.config, .audits, .verify, .coverage])
        let firstSiteStep = Pipeline.steps.firstIndex { $0.producesSite } ?? Pipeline.steps.count
        #expect(Pipeline.steps[firstSiteStep...].allSatisfy { $0.producesSite }, "no check step runs after a site step")
    }

    @Test func progressLinesNameEveryStepInOrder() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Steps
        -- content/index.md --
        # Home
        """, copyDefaultTheme: true)
        let lines = LineSink()
        _ = try Pipeline.build(options(project), logger: Logger(sink: lines.append))
        let steps = Pipeline.steps(for: options(project))
        #expect(!steps.contains { $0.usesBuildCache }, "without the cache, no cache step")
        let expected = steps.enumerated().map { "[\($0.offset + 1)/\(steps.count)] \($0.element.name)" }
        #expect(lines.lines.count == expected.count)
        for (line, prefix) in zip(lines.lines, expected) {
            #expect(line.hasPrefix(prefix), "\(line)")
        }
    }

    /// The build cache on disk is read and written by two steps of the list, not by a detour around it: an
    /// up-to-date build stops after `restore cache`.
    @Test func theDiskCacheIsTwoStepsOfTheListAndAnUpToDateBuildStopsAtTheFirst() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Cached
        -- content/index.md --
        # Home
        """, copyDefaultTheme: true)
        var options = options(project)
        options.cache = true
        let steps = Pipeline.steps(for: options)
        #expect(steps.map(\.step) == Pipeline.steps.map(\.step))
        let first = LineSink()
        let built = try Pipeline.build(options, logger: Logger(sink: first.append))
        #expect(!built.upToDate)
        #expect(first.lines.map { $0.components(separatedBy: ":").first ?? $0 }
                == steps.enumerated().map { "[\($0.offset + 1)/\(steps.count)] \($0.element.name)" })
        let again = LineSink()
        let result = try Pipeline.build(options, logger: Logger(sink: again.append))
        #expect(result.upToDate)
        #expect(result.pageCount == built.pageCount)
        #expect(again.lines == ["[1/\(steps.count)] load config", "[2/\(steps.count)] restore cache"])
    }

    @Test func aFailureNamesItsStepAndTagsEveryDiagnosticWithIt() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Broken
        -- content/index.md --
        # Home

        A [missing](missing.md) page and [another](gone.md#part).
        """, copyDefaultTheme: true)
        do {
            _ = try Pipeline.build(options(project))
            Issue.record("the build should fail")
        } catch {
            #expect(error.step == .links)
            #expect(error.errorCount == 2)
            #expect(error.diagnostics.allSatisfy { $0.step == .links })
        }
        #expect(!project.exists("site"), "nothing is written")
    }

    @Test func warningsCarryTheStepThatFoundThem() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Lenient
        strict_links: false
        -- content/index.md --
        # Home

        A [missing](missing.md) page.
        """, copyDefaultTheme: true)
        let result = try Pipeline.build(options(project))
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.step == .links)
        #expect(project.exists("site/index.html"))
    }

    @Test func invalidFrontMatterStopsAtLoadContent() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: Bad front matter
        -- content/index.md --
        ---
        title: [unclosed
        ---
        # Home
        """, copyDefaultTheme: true)
        #expect(throws: BuildFailure.self) { try Pipeline.build(options(project)) }
        do {
            _ = try Pipeline.build(options(project))
        } catch {
            #expect(error.step == .content)
            #expect(error.diagnostics.allSatisfy { $0.step == .content && $0.location?.file == "content/index.md" })
        }
    }

    @Test func checkRunsNoSiteStep() throws {
        let project = try FixtureProject("""
        -- docgen.yml --
        title: No content folder, no theme
        """)
        let lines = LineSink()
        let result = try Pipeline.check(options(project), logger: Logger(sink: lines.append))
        #expect(result.passed)
        #expect(lines.lines.count == Pipeline.checkSteps.count)
        #expect(result.output == nil)
    }
}

/// Collects progress lines.
final class LineSink: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    @Sendable func append(_ line: String) {
        lock.lock()
        collected.append(line)
        lock.unlock()
    }
}
