import DocGenCore
import Foundation
import Testing

/// `Parallel.map` runs every index exactly once, on several threads, and keeps the input order.
@Suite struct ParallelTests {
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int: Int] = [:]
        private var threads: Set<String> = []

        func record(_ index: Int) {
            lock.withLock {
                counts[index, default: 0] += 1
                threads.insert("\(Thread.current)")
            }
        }

        var indexes: [Int: Int] { lock.withLock { counts } }
        var threadCount: Int { lock.withLock { threads.count } }
    }

    @Test(arguments: [0, 1, 2, 7, 100, 10_007])
    func everyIndexRunsOnceAndResultsKeepTheirOrder(count: Int) {
        let seen = Seen()
        let results = Parallel.map(count) { index -> String in
            seen.record(index)
            if index % 97 == 0 { usleep(200) }
            return "item \(index)"
        }
        #expect(results == (0..<count).map { "item \($0)" })
        #expect(seen.indexes.count == count)
        #expect(seen.indexes.values.allSatisfy { $0 == 1 })
    }

    @Test func workRunsOnSeveralThreads() {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
        let seen = Seen()
        let otherThreadStarted = DispatchSemaphore(value: 0)
        // Item 0 holds its worker until an item runs on another thread. Under a loaded machine the second
        // worker may start late, so it waits (up to a generous bound) instead of sampling the scheduler once.
        _ = Parallel.map(64) { index -> Int in
            seen.record(index)
            if index == 0, seen.threadCount == 1 {
                _ = otherThreadStarted.wait(timeout: .now() + 30)
            } else if seen.threadCount > 1 {
                otherThreadStarted.signal()
            }
            return index
        }
        #expect(seen.threadCount > 1)
    }

    @Test func arraysMapInOrder() {
        #expect(["a", "b", "c"].parallelMap { $0.uppercased() } == ["A", "B", "C"])
    }
}
