import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the writer puts a file into its staging folder, which is the previous build's spare: never by
/// writing into a file that is already there. A file of the spare may be a hard link — a `cp -al` or
/// rsnapshot copy of the site, or a link planted to reach `docgen.yml` — and writing into it would change
/// every other name of that file, outside the output. So a file is either kept as it is (``holds(_:_:)``:
/// a regular file with no other name that already holds the bytes) or replaced by a new file
/// (``create(_:_:)``: the old name unlinked, the new file created exclusively, never through a link).
///
/// These two are the primitive for reusing what the spare holds: a caller that wants to keep an unchanged
/// file asks ``holds(_:_:)`` first and never opens a staged file for writing.
enum StagedFile {
    /// Whether `path` is a regular file (not a link), with a single name, that holds exactly `data`: it can
    /// stay as it is.
    static func holds(_ path: String, _ data: Data) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1,
              Int(status.st_size) == data.count else { return false }
        return data.withUnsafeBytes { holds(descriptor, $0) }
    }

    /// Puts a new file holding `data` at `path`, whatever was there (a file, a hard link, a symbolic link or
    /// a folder) removed first without following it; false when that fails (errno says why).
    static func create(_ path: String, _ data: Data) -> Bool {
        if unlink(path) != 0, errno != ENOENT {
            guard errno == EISDIR || errno == EPERM, FileTree.remove(path) else { return false }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }

    /// Whether the open file holds exactly `bytes` (its size is already known to match).
    private static func holds(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count > 0 else { return true }
        let existing = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { existing.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let count = pread(descriptor, existing.baseAddress! + offset, bytes.count - offset, off_t(offset))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return memcmp(existing.baseAddress!, bytes.baseAddress!, bytes.count) == 0
    }
}
