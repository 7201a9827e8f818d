import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs per-file work (parsing, judging) on threads of its own, one per core, each with a stack large enough
/// for swift-syntax's nesting limit and for walking the deep trees long modifier chains make — the threads
/// of Dispatch have 512 KB on some systems and cannot be given more — and within a time limit per file.
///
/// A file still running when its time is up is given up: its result is dropped, its thread left to finish
/// on its own (a parser cannot be interrupted), and a fresh thread takes over the remaining files.
struct FileWorkers: Sendable {
    /// The stack of each worker thread. Pages are committed only as they are touched.
    static let stackSize = 1 << 30
    /// How often the waiting thread looks for files over their limit.
    private static let pollInterval = 0.05

    /// Seconds one file may take; nil for no limit.
    var timeLimit: Double?

    /// One item's outcome: its value, or nil when it ran out of time; and how long it took.
    struct Outcome<T: Sendable>: Sendable {
        var value: T?
        var seconds: Double
    }

    /// Calls `work` for every index in `0..<count` and returns the outcomes in index order.
    func map<T: Sendable>(_ count: Int, _ work: @escaping @Sendable (Int) -> T) -> [Outcome<T>] {
        guard count > 0 else { return [] }
        let pool = Pool<T>(count: count, work: work)
        let threads = Swift.min(count, Swift.max(1, ProcessInfo.processInfo.activeProcessorCount))
        for _ in 0..<threads { pool.startWorker() }
        return pool.wait(timeLimit: timeLimit, pollInterval: Self.pollInterval)
    }

    /// The shared state of one `map`: the next item, the results, and which items run since when.
    private final class Pool<T: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private let work: @Sendable (Int) -> T
        private var results: [Outcome<T>?]
        private var next = 0
        private var finished = 0
        private var running: [Int: Double] = [:]
        private var givenUp: Set<Int> = []

        init(count: Int, work: @escaping @Sendable (Int) -> T) {
            self.work = work
            results = Array(repeating: nil, count: count)
        }

        func startWorker() {
            FileWorkers.spawn(stackSize: FileWorkers.stackSize) { [self] in loop() }
        }

        private func loop() {
            while true {
                condition.lock()
                guard next < results.count else {
                    condition.unlock()
                    return
                }
                let index = next
                next += 1
                let start = FileWorkers.now()
                running[index] = start
                condition.unlock()

                let value = work(index)

                condition.lock()
                if givenUp.contains(index) {
                    condition.unlock()
                    return
                }
                running[index] = nil
                results[index] = Outcome(value: value, seconds: FileWorkers.now() - start)
                finished += 1
                condition.signal()
                condition.unlock()
            }
        }

        func wait(timeLimit: Double?, pollInterval: Double) -> [Outcome<T>] {
            condition.lock()
            while finished < results.count {
                if let timeLimit {
                    _ = condition.wait(until: Date(timeIntervalSinceNow: Swift.min(pollInterval, timeLimit)))
                    let now = FileWorkers.now()
                    var replacements = 0
                    for (index, start) in running where now - start > timeLimit {
                        running[index] = nil
                        givenUp.insert(index)
                        results[index] = Outcome(value: nil, seconds: now - start)
                        finished += 1
                        replacements += 1
                    }
                    if replacements > 0, next < results.count {
                        condition.unlock()
                        for _ in 0..<replacements { startWorker() }
                        condition.lock()
                    }
                } else {
                    condition.wait()
                }
            }
            let outcomes = results.map { $0! }
            condition.unlock()
            return outcomes
        }
    }

    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Starts a detached thread with the given stack size running `body`.
    private static func spawn(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        final class Box {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { pointer in
            let box = Unmanaged<Box>.fromOpaque(pointer!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        if status != 0 {
            // No thread could be made (resources exhausted): run the work here rather than lose it.
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
        }
    }
}
