import DocGenCore
import Foundation

/// An exclusive lock on one output folder, held from staging to swap so that two builds into
/// the same output never interleave. It is a lock file beside the output (`.NAME.docgen-lock`)
/// holding the owner's process id; the kernel releases it when the process dies, and the owner
/// deletes the file when it is done.
final class OutputLock: @unchecked Sendable {
    private var descriptor: Int32
    private let path: String

    /// Takes the lock or fails at once, naming the process that holds it.
    init(path: String, output: String) throws(DiagnosticError) {
        self.path = path
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                throw DiagnosticError(.error("cannot create the lock file \(path): \(String(cString: strerror(errno)))",
                                             step: .write))
            }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let holder = Self.owner(fd)
                close(fd)
                throw DiagnosticError(.error(
                    "another docgen process\(holder.map { " (pid \($0))" } ?? "") is writing '\(output)' right now; "
                    + "wait for it to finish and build again", step: .write))
            }
            // The previous owner may have deleted the file between our open and our lock: retry on the new one.
            if FileIdentity(path: path) == FileIdentity(descriptor: fd) {
                let pid = Data("\(ProcessInfo.processInfo.processIdentifier)\n".utf8)
                _ = ftruncate(fd, 0)
                _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
                descriptor = fd
                return
            }
            close(fd)
        }
    }

    deinit { release() }

    /// Deletes the lock file and releases the lock; safe to call more than once.
    func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    private static func owner(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(fd, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
