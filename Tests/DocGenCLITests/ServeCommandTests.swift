import DocGenTestSupport
import Foundation
import Testing

/// End-to-end tests of `docgen serve` on an ephemeral loopback port: pages with the live-reload
/// script, reload events after edits, the error overlay with the last good site kept, the gate
/// banner, Ctrl-C and a port in use. Every wait is on an event, with a timeout.
@Suite struct ServeCommandTests {
    static let site = """
    -- docgen.yml --
    title: Preview
    audits:
      - data: audits/motion.yml
    gate:
      - audit: motion
        required: 1
    -- content/index.md --
    # Home

    Read the [plan](plans/plan.md).
    -- content/plans/plan.md --
    # Plan

    The first version of the plan.
    -- audits/motion.yml --
    id: motion
    title: Motion
    severities: [critical, high, medium, low]
    items:
    - id: spinner
      file: App/Spinner.swift
      line: 12
      severity: critical
      status: fixed
      summary: The spinner stops under Reduce Motion
    """

    func start() throws -> (FixtureProject, ServeProcess) {
        let project = try FixtureProject(Self.site, copyDefaultTheme: true)
        return (project, try ServeProcess(in: project.root))
    }

    @Test func servesPagesWithTheLiveReloadScriptThatBuildsNeverHave() throws {
        let (project, server) = try start()
        let home = try HTTPTestClient.get("/", port: server.port)
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.text.contains("<script src=\"/__docgen/live.js\" defer></script>"))
        #expect(home.text.contains("content=\"connect-src 'self'; default-src 'none';"))
        let script = try HTTPTestClient.get("/__docgen/live.js", port: server.port)
        #expect(script.status == 200)
        #expect(script.text.contains("new EventSource(\"/__docgen/events\")"))
        let css = try HTTPTestClient.get("/assets/docgen.css", port: server.port)
        #expect(css.headers["content-type"] == "text/css; charset=utf-8")
        #expect(!css.text.contains("__docgen"))
        #expect(try HTTPTestClient.get("/plans/nowhere.html", port: server.port).status == 404)
        #expect(try HTTPTestClient.get("/../docgen.yml", port: server.port).status != 200)
        #expect(!project.exists("site"), "serve never writes the output folder")

        #expect(try server.interrupt() == 0)
        let built = try DocGenCommand.run(["build", "--quiet"], in: project.root)
        #expect(built.status == 0)
        for page in project.files(under: "site") {
            #expect(project.read("site/\(page)")?.contains("__docgen") == false, "\(page) of a build has no live reload")
        }
        let served = home.text.replacingOccurrences(of: "<script src=\"/__docgen/live.js\" defer></script>\n", with: "")
            .replacingOccurrences(of: "connect-src 'self'; ", with: "")
        #expect(served == project.read("site/index.html"), "a served page is the built page plus the script")
    }

    @Test func anEditReloadsThePageThatShowsIt() throws {
        let (project, server) = try start()
        let events = try HTTPTestClient.events("/__docgen/events", port: server.port)
        #expect(try events.next().name == "ok", "a new listener is told the current state")
        try project.write("content/plans/plan.md", "# Plan\n\nThe second version of the plan.\n")
        let reload = try events.next(named: "reload")
        // The search index holds the pages' words, so it changes with the body.
        #expect(reload.data == #"{"changed":["assets/search-index.js","plans/plan.html"]}"#)
        #expect(try events.next().name == "ok")
        let page = try HTTPTestClient.get("/plans/plan.html", port: server.port)
        #expect(page.text.contains("The second version of the plan."))
        try server.waitForOutput { $0.stdout.contains("rebuilt in") && $0.stdout.contains("2 files changed (assets/search-index.js, plans/plan.html)") }
        #expect(try server.interrupt() == 0)
    }

    @Test func aBrokenEditShowsTheLocatedErrorAndKeepsServingTheLastGoodSite() throws {
        let (project, server) = try start()
        let events = try HTTPTestClient.events("/__docgen/events", port: server.port)
        _ = try events.next()
        try project.write("content/plans/plan.md", "# Plan\n\nSee the [missing page](missing.md).\n")
        let failure = try events.next(named: "failure")
        let payload = try JSONSerialization.jsonObject(with: Data(failure.data.utf8)) as? [String: String]
        let text = try #require(payload?["text"])
        #expect(text.contains("content/plans/plan.md:3:9: error: broken link 'missing.md': no page or file 'plans/missing.html' in the site"))
        #expect(text.contains("See the [missing page](missing.md).\n        ^"), "the source line and a caret")
        #expect(text.contains("docgen: check links failed with 1 error; serving the last good site"))
        let page = try HTTPTestClient.get("/plans/plan.html", port: server.port)
        #expect(page.status == 200)
        #expect(page.text.contains("The first version of the plan."))
        let late = try HTTPTestClient.events("/__docgen/events", port: server.port)
        #expect(try late.next().name == "failure", "a page opened now shows the overlay too")
        try server.waitForOutput { $0.stderr.contains("content/plans/plan.md:3:9: error: broken link") }

        try project.write("content/plans/plan.md", "# Plan\n\nSee the [home page](../index.md).\n")
        #expect(try events.next(named: "reload").data.contains("plans/plan.html"))
        #expect(try events.next().name == "ok", "the overlay goes")
        #expect(try server.interrupt() == 0)
    }

    @Test func aFailedGateIsABannerNotAnError() throws {
        let (project, server) = try start()
        let events = try HTTPTestClient.events("/__docgen/events", port: server.port)
        _ = try events.next()
        let audit = try #require(project.read("audits/motion.yml"))
        try project.write("audits/motion.yml", audit.replacingOccurrences(of: "status: fixed", with: "status: open"))
        let gate = try events.next(named: "gate")
        #expect(gate.data.contains("motion: 0/1 covered, 1 required"))
        let audits = try HTTPTestClient.get("/audits/motion.html", port: server.port)
        #expect(audits.text.contains("gate-failed"), "the site is rebuilt and served")
        #expect(try server.interrupt() == 0)
    }

    @Test func aPortInUseIsAClearErrorAndOtherHostsAWarning() throws {
        let (project, server) = try start()
        let second = try CommandRunner.run(RepositoryPaths.docgenExecutable, ["serve", "--port", "\(server.port)"], in: project.root)
        #expect(second.status == 2)
        #expect(second.stderr.contains("docgen: error: port \(server.port) on 127.0.0.1 is in use"))
        #expect(try server.interrupt() == 0)

        let open = try ServeProcess(in: project.root, arguments: ["--host", "0.0.0.0"])
        #expect(open.printed.stderr.contains("docgen: warning: serving on 0.0.0.0: other machines can reach this preview"))
        #expect(try open.interrupt() == 0)
    }
}
