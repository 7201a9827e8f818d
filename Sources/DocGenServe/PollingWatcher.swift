import Foundation

/// Notices changes by listing the watched files at an interval and comparing size, modification
/// time and inode: the fallback where the system offers no notifications docgen uses.
public final class PollingWatcher: FileWatcher, @unchecked Sendable {
    public var mechanism: String { "polling every \(Int(interval * 1000)) ms" }
    private let interval: Double
    private let batcher: ChangeBatcher
    private let lock = NSLock()
    private var roots: [URL] = []
    private var snapshot: [String: [Int]] = [:]
    private var stopped = false

    /// A watcher that lists the watched files every `interval` seconds.
    public init(interval: Double, onChange: @escaping @Sendable (Set<String>) -> Void) {
        self.interval = interval
        batcher = ChangeBatcher(deliver: onChange)
        let thread = Thread { [weak self] in self?.loop() }
        thread.name = "docgen.watch.poll"
        thread.start()
    }

    public func watch(_ paths: [URL]) {
        let state = Self.state(of: paths)
        lock.withLock {
            roots = paths
            snapshot = state
        }
    }

    public func stop() {
        lock.withLock { stopped = true }
    }

    private func loop() {
        while !lock.withLock({ stopped }) {
            Thread.sleep(forTimeInterval: min(interval, batcher.secondsUntilDue() ?? interval))
            let watched = lock.withLock { roots }
            let now = Self.state(of: watched)
            let changed: Set<String> = lock.withLock {
                guard roots == watched else { return [] }
                let keys = Set(now.keys).union(snapshot.keys)
                let changed = keys.filter { now[$0] != snapshot[$0] }
                snapshot = now
                return changed
            }
            if !changed.isEmpty { batcher.add(changed) }
            if !lock.withLock({ stopped }) { batcher.flushIfDue() }
        }
    }

    /// Size, modification time and inode of every file under `paths`.
    static func state(of paths: [URL]) -> [String: [Int]] {
        var state: [String: [Int]] = [:]
        for root in paths {
            var pending = [root.path]
            while let path = pending.popLast() {
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                    pending += names.filter { $0 != ".git" }.map { "\(path)/\($0)" }
                } else {
                    #if os(Linux)
                    let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
                    #else
                    let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
                    #endif
                    state[path] = [Int(info.st_size), modified, Int(info.st_ino)]
                }
            }
        }
        return state
    }
}
