#if os(Linux)
import Foundation
import Glibc

/// Notices changes through Linux's inotify: one watch per folder under the watched folders (added
/// as folders appear), and the parent folder of each watched file, so that an editor replacing a
/// file by renaming a new one over it is seen.
public final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    public var mechanism: String { "inotify" }
    private let descriptor: Int32
    private let wake: (read: Int32, write: Int32)
    private let batcher: ChangeBatcher
    private let lock = NSLock()
    /// Folder of each watch descriptor.
    private var folders: [Int32: String] = [:]
    /// Watched folders (everything in them counts) and watched files.
    private var trees: [String] = []
    private var files: Set<String> = []
    private var stopped = false
    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
                                     | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    /// A watcher, or `nil` when inotify is not available.
    public init?(onChange: @escaping @Sendable (Set<String>) -> Void) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        wake = (ends[0], ends[1])
        batcher = ChangeBatcher(deliver: onChange)
        let thread = Thread { [self] in loop() }
        thread.name = "docgen.watch.inotify"
        thread.start()
    }

    public func watch(_ paths: [URL]) {
        lock.withLock {
            for descriptor in folders.keys { inotify_rm_watch(self.descriptor, descriptor) }
            folders = [:]
            trees = []
            files = []
            for url in paths {
                let path = url.standardizedFileURL.path
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    trees.append(path)
                    addTree(path)
                } else {
                    files.insert(path)
                    add((path as NSString).deletingLastPathComponent)
                }
            }
        }
    }

    public func stop() {
        lock.withLock { stopped = true }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// Watches `folder` and every folder under it; call with the lock held.
    private func addTree(_ folder: String) {
        add(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name != ".git" {
            let path = "\(folder)/\(name)"
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { addTree(path) }
        }
    }

    /// Watches one folder; call with the lock held.
    private func add(_ folder: String) {
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        if watch >= 0 { folders[watch] = folder }
    }

    /// Whether a change of `path` matters: it is under a watched folder, or is a watched file.
    private func matters(_ path: String) -> Bool {
        files.contains(path) || trees.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    private func loop() {
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer {
            buffer.deallocate()
            close(descriptor)
            close(wake.read)
            close(wake.write)
        }
        while !lock.withLock({ stopped }) {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            let timeout = batcher.secondsUntilDue().map { Int32(($0 * 1000).rounded(.up)) } ?? -1
            let ready = poll(&fds, 2, timeout)
            if ready < 0, errno != EINTR { break }
            if fds[1].revents != 0 { break }
            if fds[0].revents != 0 { read(into: buffer, size: size) }
            batcher.flushIfDue()
        }
    }

    private func read(into buffer: UnsafeMutableRawPointer, size: Int) {
        var changed: [String] = []
        while true {
            let count = Glibc.read(descriptor, buffer, size)
            guard count > 0 else { break }
            var offset = 0
            lock.withLock {
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
                    let name = event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
                    offset += MemoryLayout<inotify_event>.size + Int(event.len)
                    guard let folder = folders[event.wd] else { continue }
                    let path = name.isEmpty ? folder : "\(folder)/\(name)"
                    if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, matters(path) {
                        addTree(path)
                    }
                    if event.mask & UInt32(IN_IGNORED) != 0 { folders[event.wd] = nil }
                    if matters(path) { changed.append(path) }
                }
            }
        }
        if !changed.isEmpty { batcher.add(changed) }
    }
}
#endif
