import Foundation
import Hummingbird
import NIOCore

/// The request context of the preview: Hummingbird's, with the connection's channel, so that an event
/// stream can end the moment its browser goes away.
struct PreviewContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The connection the request came on.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}

/// Which `Host` the preview answers: its own loopback address and port, or `localhost`. A page on another
/// site that resolves its own name to 127.0.0.1 (DNS rebinding) sends its own name as the Host, and is
/// refused with 421, so it cannot read the unpublished preview.
struct HostCheck: RouterMiddleware {
    typealias Context = PreviewContext

    /// The names the preview answers to, lowercased, without a port.
    let names: Set<String>

    /// The names for a server listening on `host`: the loopback names and the address itself.
    init(host: String) {
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        names.insert(host.contains(":") ? "[\(host.lowercased())]" : host.lowercased())
        self.names = names
    }

    func handle(_ request: Request, context: PreviewContext,
                next: (Request, PreviewContext) async throws -> Response) async throws -> Response {
        guard allows(request.head.authority) else {
            return SiteResponses.page(status: .misdirectedRequest, title: "Misdirected request",
                                      text: "This preview answers only requests for its own address on this machine "
                                      + "(localhost or the address it listens on).")
        }
        return try await next(request, context)
    }

    /// Whether a `Host` value names this server. Any port is accepted: a tunnel (`ssh -L 9000:localhost:8000`)
    /// changes it, and a rebinding page must reach the same port anyway.
    func allows(_ authority: String?) -> Bool {
        guard let authority = authority?.lowercased(), !authority.isEmpty else { return false }
        var name = authority
        if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]"), authority.first == "[" || !authority[..<colon].contains(":") {
            name = String(authority[..<colon])
            guard Int(authority[authority.index(after: colon)...]) != nil else { return false }
        }
        return names.contains(name)
    }
}

/// A value set once the server runs, read from other threads (whether it listens).
final class ServerFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false

    var isSet: Bool { lock.withLock { flag } }

    func set() { lock.withLock { flag = true } }
}

/// Calls `onEnd` once when the browser's side of the connection ends (it closed the connection, or the
/// connection failed): an event stream otherwise notices only when it next writes, at the next rebuild.
final class ConnectionEndHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    private var onEnd: (@Sendable () -> Void)?

    init(onEnd: @escaping @Sendable () -> Void) {
        self.onEnd = onEnd
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event { end() }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        end()
        context.fireChannelInactive()
    }

    private func end() {
        onEnd?()
        onEnd = nil
    }

    /// Watches `channel`; calls `onEnd` at once when it has already ended.
    static func watch(_ channel: any Channel, onEnd: @escaping @Sendable () -> Void) {
        channel.closeFuture.whenComplete { _ in onEnd() }
        channel.eventLoop.execute {
            guard channel.isActive else { return onEnd() }
            do {
                try channel.pipeline.syncOperations.addHandler(ConnectionEndHandler(onEnd: onEnd), position: .first)
            } catch {
                onEnd()
            }
        }
    }
}
