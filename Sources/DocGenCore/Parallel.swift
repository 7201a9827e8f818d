import Foundation

/// Runs independent work on every core, keeping results in input order.
public enum Parallel {
    /// Calls `transform` for every index in `0..<count`, on all cores, and returns the results in index order.
    public static func map<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(transform) }
        let results = Slots<T>(count: count)
        let chunks = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        let chunkSize = (count + chunks - 1) / chunks
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let start = chunk * chunkSize
            let end = Swift.min(start + chunkSize, count)
            guard start < end else { return }
            for index in start..<end {
                results.set(index, transform(index))
            }
        }
        return results.values()
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
