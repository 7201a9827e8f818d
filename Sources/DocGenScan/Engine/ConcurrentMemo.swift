import Foundation

/// Values computed once per key and shared by every thread that asks: a declaration's details or the term
/// its definition evaluates to, while sites are finished in parallel. Two threads asking for the same new
/// key may both compute it; the value is the same, so either result may be kept.
final class ConcurrentMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    init() {}

    /// The value for `key`, computed by `compute` the first time.
    func value(for key: Key, _ compute: () -> Value) -> Value {
        lock.lock()
        if let known = values[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let computed = compute()
        lock.lock()
        values[key] = computed
        lock.unlock()
        return computed
    }
}
