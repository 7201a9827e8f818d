import DocGenCore
import Foundation

/// Writes a site atomically: everything goes into a staging folder beside the output, which
/// replaces the output only once every file is written. Any failure leaves the old site whole.
///
/// The writer double-buffers: the site it replaces is kept beside the output as a spare
/// (`.NAME.docgen-spare`), and the next build stages into that spare, overwriting its files in
/// place and removing the ones it no longer needs. Rewriting existing files is much cheaper for
/// the file system than deleting a whole site and creating it again on every build.
public final class SiteWriter: @unchecked Sendable {
    /// The final output folder.
    public let output: URL
    /// The folder being filled.
    let staging: URL
    /// The previous site, kept to be reused as the next build's staging folder.
    let spare: URL
    private let lock = NSLock()
    private var written: Set<String> = []

    /// Creates the staging folder beside `output`, from the spare when there is one.
    public init(output: URL) throws(DiagnosticError) {
        self.output = output.standardizedFileURL
        let parent = self.output.deletingLastPathComponent()
        let name = self.output.lastPathComponent
        staging = parent.appendingPathComponent(".\(name).docgen-staging-\(ProcessInfo.processInfo.processIdentifier)")
        spare = parent.appendingPathComponent(".\(name).docgen-spare")
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            if manager.fileExists(atPath: staging.path) { try manager.removeItem(at: staging) }
            if (try? manager.moveItem(at: spare, to: staging)) == nil {
                try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            }
        } catch {
            throw DiagnosticError(.error("cannot create \(staging.path): \(error.localizedDescription)", step: .write))
        }
    }

    /// Writes one file into the staging folder; safe to call from several threads for different paths.
    ///
    /// The staging folder is swapped in only once everything is written, so no per-file atomic
    /// write or sync is needed. A file of the spare that already holds these bytes is left alone,
    /// and one that differs is overwritten in place and cut to length: truncating whole files would
    /// make the file system free and reallocate (and, on some disks, discard) every block.
    public func write(_ path: String, _ data: Data) throws(DiagnosticError) {
        let url = try prepare(path)
        var descriptor = open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW, 0o644)
        if descriptor < 0, errno == EISDIR, (try? FileManager.default.removeItem(at: url)) != nil {
            descriptor = open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW, 0o644)
        }
        guard descriptor >= 0 else { throw failure("cannot write", path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure("cannot write", path) }
        let complete = data.withUnsafeBytes { buffer -> Bool in
            if Int(status.st_size) == buffer.count, Self.holds(descriptor, buffer) { return true }
            var offset = 0
            while offset < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return Int(status.st_size) <= buffer.count || ftruncate(descriptor, off_t(buffer.count)) == 0
        }
        if !complete { throw failure("cannot write", path) }
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

    /// Copies a file into the staging folder.
    public func copy(_ source: URL, to path: String) throws(DiagnosticError) {
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw DiagnosticError(.error("cannot read \(source.lastPathComponent): \(error.localizedDescription)", step: .write))
        }
        try write(path, data)
    }

    /// Swaps the staging folder in place of the output; the old output becomes the spare.
    public func commit() throws(DiagnosticError) {
        let manager = FileManager.default
        do {
            try removeUnwritten()
            if manager.fileExists(atPath: spare.path) { try manager.removeItem(at: spare) }
            if manager.fileExists(atPath: output.path) {
                try manager.moveItem(at: output, to: spare)
            }
            do {
                try manager.moveItem(at: staging, to: output)
            } catch {
                if manager.fileExists(atPath: spare.path) { try? manager.moveItem(at: spare, to: output) }
                throw error
            }
        } catch {
            discard()
            throw DiagnosticError(.error("cannot replace \(output.lastPathComponent): \(error.localizedDescription)", step: .write))
        }
    }

    /// Leaves the output as it was; the staging folder is kept as the spare for the next build.
    public func discard() {
        let manager = FileManager.default
        if manager.fileExists(atPath: spare.path) || (try? manager.moveItem(at: staging, to: spare)) == nil {
            try? manager.removeItem(at: staging)
        }
    }

    /// Records `path` as written and makes sure its folder exists (and no file stands in its way).
    private func prepare(_ path: String) throws(DiagnosticError) -> URL {
        let url = staging.appendingPathComponent(path)
        lock.lock()
        written.insert(path)
        lock.unlock()
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue {
            return url
        }
        do {
            try removeFilesInTheWay(of: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw failure("cannot create the folder of", path)
        }
        return url
    }

    /// A file of the previous build where this build needs a folder is removed.
    private func removeFilesInTheWay(of folder: URL) throws {
        var current = folder
        while current.path.count > staging.path.count {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: current.path, isDirectory: &isFolder), !isFolder.boolValue {
                try FileManager.default.removeItem(at: current)
            }
            current.deleteLastPathComponent()
        }
    }

    /// Removes what the previous build left in the staging folder and this build did not write.
    private func removeUnwritten() throws {
        let manager = FileManager.default
        let base = staging.standardizedFileURL.path
        guard let enumerator = manager.enumerator(atPath: base) else { return }
        var folders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let full = "\(base)/\(relative)"
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                folders.append(full)
            } else if !written.contains(relative) {
                try manager.removeItem(atPath: full)
            }
        }
        for folder in folders.sorted(by: >) where (try? manager.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try manager.removeItem(atPath: folder)
        }
    }

    private func failure(_ what: String, _ path: String) -> DiagnosticError {
        DiagnosticError(.error("\(what) \(path): \(String(cString: strerror(errno)))", step: .write))
    }
}
