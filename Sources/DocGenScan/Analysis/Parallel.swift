import Dispatch
import Foundation

/// Runs independent work items on every core, keeping results in input order.
enum Parallel {
    static func map<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(index))
        }
        return slots.values
    }

    private final class Slots<T: Sendable>: @unchecked Sendable {
        private var storage: [T?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: T) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        var values: [T] { storage.compactMap { $0 } }
    }
}
