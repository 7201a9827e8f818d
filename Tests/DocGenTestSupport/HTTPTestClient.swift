import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 client over a loopback socket, for end-to-end tests of `docgen serve`:
/// plain GETs and a Server-Sent Events reader. Every read waits at most a given time.
public final class HTTPTestClient {
    /// An HTTP response.
    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: Data
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// A test failure of the client: the connection or the response was not as expected in time.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private var descriptor: Int32
    private var buffer = Data()
    private var chunked = false
    private var chunkRemaining = 0
    private var decoded = Data()

    /// Connects to `127.0.0.1:port`.
    public init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM_VALUE), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            closeSocket(descriptor)
            throw Failure(description: "cannot connect to port \(port)")
        }
    }

    deinit { close() }

    /// Closes the connection (as a browser does when its tab closes).
    public func close() {
        if descriptor >= 0 { closeSocket(descriptor) }
        descriptor = -1
    }

    /// `METHOD path` with the given `Host` header (none when nil) on a new connection; a HEAD response is read
    /// without a body.
    public static func fetch(_ method: String, _ path: String, host: String?, port: Int, timeout: Double = 20) throws -> Response {
        let client = try HTTPTestClient(port: port)
        try client.request("\(method) \(path) HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + "Connection: close\r\n\r\n")
        let (status, headers) = try client.readHead(timeout: timeout)
        var body = Data()
        if method != "HEAD" {
            if let length = headers["content-length"].flatMap(Int.init) {
                body = try client.readBody(count: length, timeout: timeout)
            } else {
                while let more = try client.readDecoded(timeout: timeout) { body.append(more) }
            }
        }
        return Response(status: status, headers: headers, body: body)
    }

    /// Sends raw bytes on this connection.
    public func write(raw text: String) throws {
        try request(text)
    }

    /// Whether the server closes the connection within `timeout` seconds (what it sends before is dropped).
    public func closedByServer(within timeout: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            do {
                guard try fill(until: deadline) else { return true }
                buffer.removeAll()
            } catch {
                return false
            }
        }
    }

    /// `GET path` on a new connection, read to its end.
    public static func get(_ path: String, port: Int, timeout: Double = 20) throws -> Response {
        let client = try HTTPTestClient(port: port)
        try client.request("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let (status, headers) = try client.readHead(timeout: timeout)
        var body = Data()
        if let length = headers["content-length"].flatMap(Int.init) {
            body = try client.readBody(count: length, timeout: timeout)
        } else {
            while let more = try client.readDecoded(timeout: timeout) { body.append(more) }
        }
        return Response(status: status, headers: headers, body: body)
    }

    /// Opens the event stream at `path`.
    public static func events(_ path: String, port: Int, timeout: Double = 20) throws -> EventStream {
        let client = try HTTPTestClient(port: port)
        try client.request("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        let (status, headers) = try client.readHead(timeout: timeout)
        guard status == 200, headers["content-type"]?.hasPrefix("text/event-stream") == true else {
            throw Failure(description: "no event stream at \(path): status \(status), \(headers)")
        }
        return EventStream(client: client)
    }

    private func request(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, noSignal) }
            guard sent > 0 else { throw Failure(description: "send failed") }
            offset += sent
        }
    }

    /// Reads more bytes into the buffer; `false` at the end of the connection.
    private func fill(until deadline: Date) throws -> Bool {
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0 else { throw Failure(description: "timed out waiting for the server") }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(remaining * 1000) + 1)
        guard ready > 0 else { throw Failure(description: "timed out waiting for the server") }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        if count <= 0 { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    private func readLine(until deadline: Date) throws -> String? {
        while true {
            if let end = buffer.firstRange(of: Data("\r\n".utf8)) {
                let line = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex..<end.upperBound)
                return line
            }
            guard try fill(until: deadline) else { return nil }
        }
    }

    private func readHead(timeout: Double) throws -> (Int, [String: String]) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        guard let statusLine = try readLine(until: deadline) else { throw Failure(description: "no response") }
        let status = statusLine.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        var headers: [String: String] = [:]
        while let line = try readLine(until: deadline), !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        chunked = headers["transfer-encoding"]?.lowercased() == "chunked"
        return (status, headers)
    }

    private func readBody(count: Int, timeout: Double) throws -> Data {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while buffer.count < count {
            guard try fill(until: deadline) else { break }
        }
        let body = buffer.prefix(count)
        buffer.removeFirst(min(count, buffer.count))
        return Data(body)
    }

    /// The next piece of the body (chunked or until the connection closes); `nil` at its end.
    fileprivate func readDecoded(timeout: Double) throws -> Data? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        guard chunked else {
            if buffer.isEmpty, try !fill(until: deadline) { return nil }
            defer { buffer.removeAll() }
            return buffer
        }
        if chunkRemaining == 0 {
            guard let sizeLine = try readLine(until: deadline) else { return nil }
            let size = Int(sizeLine.split(separator: ";").first.map(String.init) ?? "", radix: 16) ?? 0
            if size == 0 { return nil }
            chunkRemaining = size
        }
        while buffer.isEmpty {
            guard try fill(until: deadline) else { return nil }
        }
        let take = min(chunkRemaining, buffer.count)
        let piece = buffer.prefix(take)
        buffer.removeFirst(take)
        chunkRemaining -= take
        if chunkRemaining == 0 { _ = try readLine(until: deadline) }
        return Data(piece)
    }

    /// Server-Sent Events, read one at a time.
    public final class EventStream {
        /// One event: its name and data.
        public struct Event: Sendable, Equatable {
            public var name: String
            public var data: String
        }

        private let client: HTTPTestClient
        private var text = ""

        /// Closes the stream's connection.
        public func close() { client.close() }

        fileprivate init(client: HTTPTestClient) {
            self.client = client
        }

        /// The next event, waiting at most `timeout` seconds.
        public func next(timeout: Double = 20) throws -> Event {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while true {
                if let end = text.range(of: "\n\n") {
                    let block = text[..<end.lowerBound]
                    text.removeSubrange(..<end.upperBound)
                    var name = "message"
                    var data: [String] = []
                    for line in block.split(separator: "\n") {
                        if line.hasPrefix("event:") { name = line.dropFirst(6).trimmingCharacters(in: .whitespaces) }
                        if line.hasPrefix("data:") { data.append(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) }
                    }
                    if data.isEmpty && name == "message" { continue }
                    return Event(name: name, data: data.joined(separator: "\n"))
                }
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0, let piece = try client.readDecoded(timeout: remaining) else {
                    throw Failure(description: "the event stream ended or timed out; unread: \(text)")
                }
                text += String(decoding: piece, as: UTF8.self)
            }
        }

        /// Events until one named `name` arrives (which is returned), waiting at most `timeout` seconds in all.
        public func next(named name: String, timeout: Double = 20) throws -> Event {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while true {
                let event = try next(timeout: max(0.001, deadline.timeIntervalSinceNow))
                if event.name == name { return event }
            }
        }
    }
}

/// `close(2)`, out of the way of ``HTTPTestClient/close()``.
private func closeSocket(_ descriptor: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(descriptor)
    #else
    _ = Darwin.close(descriptor)
    #endif
}

#if canImport(Glibc)
private let SOCK_STREAM_VALUE = SOCK_STREAM.rawValue
private let noSignal = Int32(MSG_NOSIGNAL)
#else
private let SOCK_STREAM_VALUE = SOCK_STREAM
private let noSignal: Int32 = 0
#endif
