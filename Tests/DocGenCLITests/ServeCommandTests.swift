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

        let open = try ServeProcess(in: project.root, arguments: ["--host", "0.0.0.0", "--allow-remote"])
        #expect(open.printed.stderr.contains("docgen: warning: serving on 0.0.0.0: other machines can reach this preview"))
        #expect(try HTTPTestClient.fetch("GET", "/", host: "docs.example.org", port: open.port).status == 200,
                "with --allow-remote any name is answered")
        #expect(try open.interrupt() == 0)
    }

    /// Red team 3, F11: an invalid or non-local --host printed a warning, served nothing and exited 0.
    @Test func aHostThatIsNotALocalAddressExitsTwo() throws {
        let project = try FixtureProject(Self.site, copyDefaultTheme: true)
        let cases: [([String], String)] = [
            (["--host", "not a host"], "--host takes 'localhost' or an IP address of this machine"),
            (["--host", ""], "--host takes 'localhost' or an IP address of this machine"),
            (["--host", "999.1.1.1"], "--host takes 'localhost' or an IP address of this machine, such as 127.0.0.1 or ::1; '999.1.1.1' is neither"),
            (["--host", "8.8.8.8"], "--host 8.8.8.8 would let other machines reach this unpublished preview; pass --allow-remote"),
            (["--host", "0.0.0.0"], "--host 0.0.0.0 would let other machines reach this unpublished preview"),
            (["--host", "8.8.8.8", "--allow-remote"], "8.8.8.8 is not an address of this machine"),
        ]
        for (arguments, message) in cases {
            let result = try DocGenCommand.run(["serve", "--port", "0"] + arguments, in: project.root)
            #expect(result.status == 2, "\(arguments): \(result.stdout)")
            #expect(result.stderr.contains("docgen: error: \(message)"), "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("built"), "nothing is built for an address it cannot serve on")
        }
    }

    /// Red team 3, F5: any Host was answered, so a page that rebinds its name to 127.0.0.1 could read the preview.
    @Test func onlyRequestsForItsOwnHostAreAnsweredAndHeadIsToo() throws {
        let (_, server) = try start()
        for host in ["evil.example", "attacker.example:\(server.port)", "127.0.0.1.evil.example"] {
            #expect(try HTTPTestClient.fetch("GET", "/index.html", host: host, port: server.port).status == 421, "\(host)")
            #expect(try HTTPTestClient.fetch("GET", "/__docgen/events", host: host, port: server.port).status == 421, "\(host)")
        }
        #expect(try HTTPTestClient.fetch("GET", "/index.html", host: nil, port: server.port).status == 421, "no Host at all")
        for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)", "LOCALHOST", "localhost:9000"] {
            #expect(try HTTPTestClient.fetch("GET", "/index.html", host: host, port: server.port).status == 200, "\(host)")
        }
        let page = try HTTPTestClient.fetch("GET", "/index.html", host: "localhost", port: server.port)
        let head = try HTTPTestClient.fetch("HEAD", "/index.html", host: "localhost", port: server.port)
        #expect(head.status == 200)
        #expect(head.headers["content-type"] == "text/html; charset=utf-8")
        #expect(head.headers["content-length"] == String(page.body.count))
        #expect(head.body.isEmpty)
        #expect(try HTTPTestClient.fetch("HEAD", "/nowhere.html", host: "localhost", port: server.port).status == 404)
        #expect(try server.interrupt() == 0)
    }

    /// Red team 3, F17: half-sent requests and idle connections stayed open, closed event streams until the next event.
    @Test func idleAndHalfSentConnectionsAreClosedAndClosedStreamsReleasedAtOnce() throws {
        let project = try FixtureProject(Self.site, copyDefaultTheme: true)
        let server = try ServeProcess(in: project.root, arguments: ["--idle-timeout", "1"])
        let halfSent = try HTTPTestClient(port: server.port)
        try halfSent.write(raw: "GET / HTTP/1.1\r\nHost: 127.0.0.1")
        #expect(halfSent.closedByServer(within: 20), "a half-sent request is closed after the idle timeout")
        let idle = try HTTPTestClient(port: server.port)
        #expect(idle.closedByServer(within: 20), "a connection that sends nothing is closed")

        let stream = try HTTPTestClient.events("/__docgen/events", port: server.port)
        #expect(try stream.next().name == "ok")
        usleep(1_500_000)  // longer than the idle timeout: an open event stream is not idle
        try project.write("content/plans/plan.md", "# Plan\n\nEdited.\n")
        #expect(try stream.next(named: "reload").data.contains("plans/plan.html"), "the stream outlives the idle timeout")

        if let before = server.settledDescriptors() {
            let streams = try (0..<10).map { _ in try HTTPTestClient.events("/__docgen/events", port: server.port) }
            for stream in streams { _ = try stream.next() }
            #expect((server.openDescriptors ?? 0) >= before + 10)
            for stream in streams { stream.close() }
            let deadline = Date(timeIntervalSinceNow: 20)
            while (server.openDescriptors ?? 0) > before, Date() < deadline { usleep(20_000) }
            #expect((server.openDescriptors ?? 0) <= before, "closed streams are released without waiting for an event")
        }
        #expect(try server.interrupt() == 0)
    }
}
