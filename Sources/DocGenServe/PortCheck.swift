import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tries the address before the server starts, to say plainly when the port is taken.
enum PortCheck {
    /// Why `host:port` cannot be listened on, or `nil` when it can.
    static func problem(host: String, port: Int) -> String? {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            return "cannot resolve host '\(host)'"
        }
        defer { freeaddrinfo(list) }
        var address: UnsafeMutablePointer<addrinfo>? = first
        var failure: Int32 = 0
        while let entry = address {
            let socketDescriptor = socket(entry.pointee.ai_family, entry.pointee.ai_socktype, entry.pointee.ai_protocol)
            if socketDescriptor >= 0 {
                var on: Int32 = 1
                setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
                let bound = bind(socketDescriptor, entry.pointee.ai_addr, entry.pointee.ai_addrlen) == 0
                let reason = errno
                close(socketDescriptor)
                if bound { return nil }
                failure = reason
            }
            address = entry.pointee.ai_next
        }
        switch failure {
        case EADDRINUSE: return "port \(port) on \(host) is in use; stop what uses it, or pass --port with another port (0 picks a free one)"
        case EACCES: return "no permission to listen on port \(port); pass --port with a port above 1023"
        case EADDRNOTAVAIL: return "\(host) is not an address of this machine"
        default: return "cannot listen on \(host):\(port): \(String(cString: strerror(failure)))"
        }
    }
}
