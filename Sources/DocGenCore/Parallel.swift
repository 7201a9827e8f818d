import Foundation

/// Runs independent work on every core, keeping results in input order.
public enum Parallel {
    /// Calls `transform` for every index in `0..<count`, on all cores, and returns the results in index order.
    ///
    /// Workers take the next few indexes as they finish, so that a few large items (long pages) do not
    /// leave one core working alone at the end.
    public static func map<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        let workers = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount)
        guard workers > 1 else { return (0..<count).map(transform) }
        let results = Slots<T>(count: count)
        let batch = Swift.max(1, Swift.min(16, count / (workers * 16)))
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let start = next.take(batch)
                guard start < count else { return }
                for index in start..<Swift.min(start + batch, count) {
                    results.set(index, transform(index))
                }
            }
        }
        return results.values()
    }

    /// The next index to hand out, shared by the workers.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        /// Takes `amount` indexes and returns the first.
        func take(_ amount: Int) -> Int {
            lock.withLock {
                defer { value += amount }
                return value
            }
        }
    }

    /// Result slots written by concurrent workers, each slot by exactly one worker.
    private final class Slots<T>: @unchecked Sendable {
        private let storage: UnsafeMutablePointer<T?>
        private let count: Int

        init(count: Int) {
            self.count = count
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil, count: count)
        }

        deinit {
            storage.deinitialize(count: count)
            storage.deallocate()
        }

        func set(_ index: Int, _ value: T) { storage[index] = value }

        func values() -> [T] { (0..<count).map { storage[$0]! } }
    }
}

extension Array where Element: Sendable {
    /// Maps the elements on every core, keeping their order.
    public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let elements = self
        return Parallel.map(elements.count) { transform(elements[$0]) }
    }
}
