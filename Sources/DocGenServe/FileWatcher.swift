import Foundation

/// Watches files and folders and reports changes in batches: a burst of events (an editor's
/// write, rename and chmod of one save) arrives as one batch once things are quiet.
public protocol FileWatcher: AnyObject, Sendable {
    /// How changes are noticed, for the user: `inotify`, `polling every 250 ms`.
    var mechanism: String { get }
    /// Replaces the watched set: files, and folders with everything under them.
    func watch(_ paths: [URL])
    /// Stops watching; no batch is reported afterwards.
    func stop()
}

/// The batching every watcher shares: paths are collected until no new one arrived for `quiet`
/// seconds (or `longest` seconds passed since the first), then handed over together.
final class ChangeBatcher: @unchecked Sendable {
    let quiet: Double
    let longest: Double
    private let lock = NSLock()
    private var pending: Set<String> = []
    private var first: DispatchTime?
    private var last: DispatchTime?
    private let deliver: @Sendable (Set<String>) -> Void

    init(quiet: Double = 0.02, longest: Double = 0.25, deliver: @escaping @Sendable (Set<String>) -> Void) {
        self.quiet = quiet
        self.longest = longest
        self.deliver = deliver
    }

    /// Records changed paths.
    func add(_ paths: some Sequence<String>) {
        let now = DispatchTime.now()
        lock.withLock {
            let before = pending.count
            pending.formUnion(paths)
            if pending.count > before || first == nil {
                if first == nil { first = now }
                last = now
            }
        }
    }

    /// Seconds until the pending batch is due, `nil` when nothing is pending.
    func secondsUntilDue() -> Double? {
        lock.withLock {
            guard let first, let last, !pending.isEmpty else { return nil }
            let now = DispatchTime.now().uptimeNanoseconds
            let byQuiet = Double(Int64(last.uptimeNanoseconds) + Int64(quiet * 1e9) - Int64(now)) / 1e9
            let byLongest = Double(Int64(first.uptimeNanoseconds) + Int64(longest * 1e9) - Int64(now)) / 1e9
            return max(0, min(byQuiet, byLongest))
        }
    }

    /// Hands over the pending batch when it is due.
    func flushIfDue() {
        guard let wait = secondsUntilDue(), wait <= 0 else { return }
        let batch: Set<String> = lock.withLock {
            defer {
                pending = []
                first = nil
                last = nil
            }
            return pending
        }
        if !batch.isEmpty { deliver(batch) }
    }
}

/// The best watcher of this system: inotify on Linux, else polling.
public enum FileWatchers {
    /// A watcher that calls `onChange` with each batch of changed paths, on its own thread.
    public static func make(onChange: @escaping @Sendable (Set<String>) -> Void) -> any FileWatcher {
        #if os(Linux)
        if let watcher = InotifyWatcher(onChange: onChange) { return watcher }
        #endif
        return PollingWatcher(interval: 0.25, onChange: onChange)
    }
}
