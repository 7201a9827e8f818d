import Foundation

/// What the browser is told over Server-Sent Events, at `/__docgen/events`.
public enum LiveEvent: Sendable, Equatable {
    /// A build published these paths (added, changed or removed).
    case reload(changed: [String])
    /// The last build failed: the located diagnostics, as the terminal prints them.
    case failure(text: String)
    /// The last build succeeded but a coverage gate failed.
    case gate(text: String)
    /// The last build succeeded and every gate passed.
    case ok

    /// The event in the `text/event-stream` format.
    public var message: String {
        switch self {
        case let .reload(changed): Self.message("reload", ["changed": changed.sorted()])
        case let .failure(text): Self.message("failure", ["text": text])
        case let .gate(text): Self.message("gate", ["text": text])
        case .ok: Self.message("ok", [String: String]())
        }
    }

    private static func message(_ name: String, _ payload: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: \(name)\ndata: \(json)\n\n"
    }
}

/// The browsers listening for live reload: each gets the current state when it connects, then
/// every event; all streams end when the server stops.
public final class LiveReloadHub: @unchecked Sendable {
    private let lock = NSLock()
    private var listeners: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 0
    private var state: LiveEvent = .ok
    private var closed = false

    public init() {}

    /// How many browsers are listening.
    public var listenerCount: Int { lock.withLock { listeners.count } }

    /// One browser's messages, and a way to end them (when its connection ends).
    public struct Subscription: Sendable {
        /// The messages, starting with the current state.
        public let stream: AsyncStream<String>
        private let continuation: AsyncStream<String>.Continuation

        init(stream: AsyncStream<String>, continuation: AsyncStream<String>.Continuation) {
            self.stream = stream
            self.continuation = continuation
        }

        /// Ends the stream and forgets the browser at once.
        public func finish() { continuation.finish() }
    }

    /// A stream of messages for one browser, starting with the current state.
    public func subscribe() -> AsyncStream<String> {
        subscription().stream
    }

    /// ``subscribe()``, with the means to end it.
    public func subscription() -> Subscription {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let id: Int? = lock.withLock {
            guard !closed else { return nil }
            nextID += 1
            listeners[nextID] = continuation
            continuation.yield("retry: 500\n\n" + state.message)
            return nextID
        }
        guard let id else {
            continuation.finish()
            return Subscription(stream: stream, continuation: continuation)
        }
        continuation.onTermination = { [weak self] _ in
            self?.lock.withLock { _ = self?.listeners.removeValue(forKey: id) }
        }
        return Subscription(stream: stream, continuation: continuation)
    }

    /// Sends events to every browser; the last state event is what new browsers get first.
    public func publish(_ events: [LiveEvent]) {
        let targets: [AsyncStream<String>.Continuation] = lock.withLock {
            for event in events where event.isState { state = event }
            return Array(listeners.values)
        }
        let text = events.map(\.message).joined()
        for continuation in targets { continuation.yield(text) }
    }

    /// Ends every stream, now and for browsers that connect later.
    public func close() {
        let targets: [AsyncStream<String>.Continuation] = lock.withLock {
            closed = true
            defer { listeners = [:] }
            return Array(listeners.values)
        }
        for continuation in targets { continuation.finish() }
    }
}

extension LiveEvent {
    /// Whether the event says how the last build went (as opposed to what it changed).
    var isState: Bool {
        if case .reload = self { return false }
        return true
    }
}

/// Adds the live-reload script to HTML the server sends, never to what `docgen build` writes.
public enum LiveReloadInjection {
    /// Where the script is served.
    public static let scriptPath = "/__docgen/live.js"
    /// Where the events are served.
    public static let eventsPath = "/__docgen/events"

    /// The page with the script before `</head>`, and `connect-src 'self'` added to its
    /// Content-Security-Policy so that the script may open the event stream.
    public static func inject(into html: Data) -> Data {
        var text = String(decoding: html, as: UTF8.self)
        let marker = "http-equiv=\"Content-Security-Policy\" content=\""
        if let start = text.range(of: marker),
           let end = text[start.upperBound...].firstIndex(of: "\""),
           !text[start.upperBound..<end].contains("connect-src") {
            text.insert(contentsOf: "connect-src 'self'; ", at: start.upperBound)
        }
        let tag = "<script src=\"\(scriptPath)\" defer></script>\n"
        if let head = text.range(of: "</head>") {
            text.insert(contentsOf: tag, at: head.lowerBound)
        } else if let body = text.range(of: "</body>") {
            text.insert(contentsOf: tag, at: body.lowerBound)
        } else {
            text += tag
        }
        return Data(text.utf8)
    }
}
