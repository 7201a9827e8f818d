import DocGenCore
import DocGenKit
import Foundation
import Hummingbird
#if canImport(Glibc)
import Glibc
#endif

/// What `docgen serve` is asked to do.
public struct ServeOptions: Sendable {
    /// The build's options (config file, theme); the site is kept in memory.
    public var build: BuildOptions
    /// The address to listen on; loopback unless the user asks otherwise.
    public var host: String = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port: Int = 8000
    /// Whether to open the site in the default browser once it is served.
    public var open: Bool = false
    /// Whether `host` may be an address other machines reach (otherwise only loopback is accepted).
    public var allowRemote: Bool = false
    /// Seconds a connection may stay idle, or half-sent, before it is closed (event streams are not idle).
    public var idleTimeout: Double = ServeOptions.defaultIdleTimeout

    /// The default idle timeout, in seconds.
    public static let defaultIdleTimeout = 30.0
    /// Whether progress lines are printed.
    public var progress: Bool = true

    /// Creates options.
    public init(build: BuildOptions) {
        self.build = build
    }

    /// Whether `host` only accepts connections from this machine.
    public var isLoopback: Bool {
        ["127.0.0.1", "::1", "localhost"].contains(host) || host.hasPrefix("127.")
    }

    /// Why `host` cannot be served on, or nil: it must be `localhost` or an IP address (IPv6 with or without
    /// brackets), and a loopback one unless `allowRemote`.
    public mutating func checkHost() -> String? {
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        var ipv4 = in_addr()
        var ipv6 = in6_addr()
        guard host == "localhost" || inet_pton(AF_INET, host, &ipv4) == 1 || inet_pton(AF_INET6, host, &ipv6) == 1 else {
            return "--host takes 'localhost' or an IP address of this machine, such as 127.0.0.1 or ::1; '\(host)' is neither"
        }
        if !isLoopback, !allowRemote {
            return "--host \(host) would let other machines reach this unpublished preview; "
                + "pass --allow-remote as well if that is meant"
        }
        return nil
    }
}

/// Why the server could not run.
public struct ServeFailure: Error, Sendable {
    /// What went wrong, in one sentence.
    public var message: String
}

/// `docgen serve`: builds the site into memory, serves it over HTTP with live reload, and rebuilds
/// incrementally when a watched file changes. Never writes the output folder.
public final class PreviewServer: @unchecked Sendable {
    private let options: ServeOptions
    private let session: BuildSession
    private let hub = LiveReloadHub()
    private let builds = DispatchQueue(label: "docgen.serve.build")
    private let lock = NSLock()
    private var watcher: (any FileWatcher)?
    private var watched: [String] = []
    private var building = false
    private var pending: Set<String> = []
    private var stopping = false

    /// A server for `options`.
    public init(options: ServeOptions) {
        self.options = options
        session = BuildSession(options: options.build)
    }

    /// Builds, serves and watches until Ctrl-C (or SIGTERM); returns when stopped cleanly.
    public func run() throws(ServeFailure) {
        var checked = options
        if let problem = checked.checkHost() { throw ServeFailure(message: problem) }
        let options = checked
        if let problem = PortCheck.problem(host: options.host, port: options.port) {
            throw ServeFailure(message: problem)
        }
        if !options.isLoopback {
            Terminal.error("docgen: warning: serving on \(options.host): other machines can reach this preview")
        }
        build(changes: [])
        let watcher = FileWatchers.make { [weak self] changes in self?.changed(changes) }
        lock.withLock { self.watcher = watcher }
        rewatch()

        let router = Router(context: PreviewContext.self)
        let hub = hub
        let responses = SiteResponses(site: session.site)
        let running = ServerFlag()
        if !options.allowRemote { router.add(middleware: HostCheck(host: options.host)) }
        router.get(.init(LiveReloadInjection.eventsPath)) { _, context -> Response in
            let subscription = hub.subscription()
            // Released when the browser goes, not at the next event (which may be long after).
            ConnectionEndHandler.watch(context.channel) { subscription.finish() }
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                            body: ResponseBody { writer in
                                for await message in subscription.stream {
                                    try await writer.write(ByteBuffer(string: message))
                                }
                                try await writer.finish(nil)
                            })
        }
        router.get(.init(LiveReloadInjection.scriptPath)) { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: LiveReloadScript.source)))
        }
        router.get("/") { request, _ in responses.response(for: request.uri.path) }
        router.get("**") { request, _ in responses.response(for: request.uri.path) }
        router.head("/") { request, _ in SiteResponses.headers(of: responses.response(for: request.uri.path)) }
        router.head("**") { request, _ in SiteResponses.headers(of: responses.response(for: request.uri.path)) }
        var app = Application(
            router: router,
            server: .http1(configuration: .init(idleTimeout: .nanoseconds(Int64(options.idleTimeout * 1e9)))),
            configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                running.set()
                let host = options.host.contains(":") ? "[\(options.host)]" : options.host
                let url = "http://\(host):\(port)/"
                Terminal.output("Serving \(url) (watching with \(watcher.mechanism); Ctrl-C stops)")
                if options.open { Browser.open(url) }
            })
        app.logger.logLevel = .critical

        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        let server = Task {
            do {
                try await app.run()
            } catch {
                outcome.error = error
            }
            done.signal()
        }
        let signals = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                self?.stop()
                server.cancel()
            }
            source.resume()
            return source
        }
        done.wait()
        for source in signals { source.cancel() }
        stop()
        if let error = outcome.error, !lock.withLock({ stopping && error is CancellationError }), !wasStopped {
            throw ServeFailure(message: "cannot serve on \(options.host):\(options.port): \(error)")
        }
        if !running.isSet, !wasStopped {
            throw ServeFailure(message: "cannot serve on \(options.host):\(options.port): the server stopped before it listened")
        }
        builds.sync {}
        Terminal.output("docgen serve: stopped")
    }

    private var wasStopped: Bool { lock.withLock { stopping } }

    /// Stops watching and ends every event stream.
    private func stop() {
        let watcher: (any FileWatcher)? = lock.withLock {
            stopping = true
            return self.watcher
        }
        watcher?.stop()
        hub.close()
    }

    /// Called by the watcher with a batch of changed paths.
    private func changed(_ paths: Set<String>) {
        let start: Bool = lock.withLock {
            guard !stopping else { return false }
            pending.formUnion(paths)
            guard !building else { return false }
            building = true
            return true
        }
        if start { builds.async { self.drain() } }
    }

    /// Rebuilds until no change is pending.
    private func drain() {
        while true {
            let changes: Set<String>? = lock.withLock {
                guard !pending.isEmpty, !stopping else {
                    building = false
                    return nil
                }
                defer { pending = [] }
                return pending
            }
            guard let changes else { return }
            build(changes: changes)
            rewatch()
        }
    }

    /// Watches what the current config names, when that (or whether each is a folder) changed.
    private func rewatch() {
        let paths = session.watchedPaths
        let signature = paths.map { url -> String in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            return "\(url.path):\(exists):\(isFolder.boolValue)"
        }
        let watcher: (any FileWatcher)? = lock.withLock {
            guard signature != watched else { return nil }
            watched = signature
            return self.watcher
        }
        watcher?.watch(paths)
    }

    /// Runs the pipeline once, reports to the terminal and to every browser.
    private func build(changes: Set<String>) {
        let logger: DocGenCore.Logger = options.progress && changes.isEmpty ? .standardError(quiet: false) : .silent
        let rebuild = session.rebuild(changes: changes.isEmpty ? nil : changes, logger: logger)
        let milliseconds = Int((rebuild.seconds * 1000).rounded())
        var events: [LiveEvent] = []
        switch rebuild.outcome {
        case let .success(result):
            Terminal.error(SourceLineCache.render(result.warnings, root: result.root), skipEmpty: true)
            let changed = rebuild.changed.sorted()
            if changes.isEmpty {
                Terminal.output("docgen serve: built \(result.pageCount) pages in \(milliseconds) ms")
            } else {
                let list = changed.prefix(5).joined(separator: ", ") + (changed.count > 5 ? ", …" : "")
                Terminal.output("docgen serve: rebuilt in \(milliseconds) ms: "
                                + (changed.isEmpty ? "nothing changed" : "\(changed.count) file\(changed.count == 1 ? "" : "s") changed (\(list))"))
            }
            if ProcessInfo.processInfo.environment["DOCGEN_TIMINGS"] != nil {
                Terminal.error("docgen serve: \(result.statistics.timings)")
            }
            if !changed.isEmpty { events.append(.reload(changed: changed)) }
            let failedGates = result.gates.filter { !$0.passed }
            let ratchet = SourceLineCache.render(result.ratchet, root: result.root)
            if failedGates.isEmpty, result.ratchet.isEmpty {
                events.append(.ok)
            } else {
                let text = (failedGates.flatMap(\.textLines) + (ratchet.isEmpty ? [] : [ratchet])).joined(separator: "\n")
                Terminal.error(text)
                events.append(.gate(text: text))
            }
        case let .failure(failure):
            let errors = failure.errorCount
            let text = SourceLineCache.render(failure.diagnostics, root: failure.root) + "\n"
                + "docgen: \(failure.step.name) failed with \(errors) error\(errors == 1 ? "" : "s"); "
                + (session.site.generation == 0 ? "nothing to serve yet" : "serving the last good site")
            Terminal.error(text)
            events.append(.failure(text: text))
        }
        hub.publish(events)
    }
}

/// Holds the server task's error.
private final class Outcome: @unchecked Sendable {
    var error: (any Error)?
}

/// Lines for the terminal.
enum Terminal {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String, skipEmpty: Bool = false) {
        if skipEmpty, text.isEmpty { return }
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// Opens a URL in the default browser.
enum Browser {
    static func open(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        process.arguments = [url]
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Terminal.error("docgen: warning: cannot open a browser (\(error.localizedDescription)); open \(url)")
        }
    }
}
