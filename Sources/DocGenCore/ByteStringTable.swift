import Foundation

/// Distinct byte strings in first-seen order: open addressing on an FNV-1a hash, the bytes kept end to end
/// in one buffer. Finding words by their bytes costs a fraction of hashing them as `String`s, which
/// normalizes; callers that need `String` equality (canonically equal words merged) use this only for
/// ASCII words, where bytes and `String` agree.
public struct ByteStringTable: Sendable {
    private var bytes: [UInt8] = []
    private var ranges: [Range<Int>] = []
    private var slots = [Int32](repeating: -1, count: 1024)
    /// Whether every word inserted is ASCII.
    public private(set) var isASCII = true

    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: FNV1a.hash(word))
    }

    /// An empty table.
    public init() {}

    /// Adds `word` unless the table holds it; returns its number (the order it was first inserted in).
    @discardableResult
    public mutating func insert(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = slots.count - 1
        var slot = Self.hash(word) & mask
        while slots[slot] >= 0 {
            let number = Int(slots[slot])
            let range = ranges[number]
            if range.count == word.count, range.isEmpty || bytes.withUnsafeBufferPointer({ stored in
                memcmp(stored.baseAddress! + range.lowerBound, word.baseAddress!, word.count) == 0
            }) {
                return number
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(ranges.count)
        if isASCII, word.contains(where: { $0 >= 0x80 }) { isASCII = false }
        ranges.append(bytes.count..<bytes.count + word.count)
        bytes.append(contentsOf: word)
        if ranges.count * 2 > slots.count { grow() }
        return ranges.count - 1
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        bytes.withUnsafeBufferPointer { stored in
            for (number, range) in ranges.enumerated() {
                var slot = Self.hash(UnsafeBufferPointer(rebasing: stored[range])) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(number)
            }
        }
    }

    /// The words, in the order first inserted.
    var words: [String] { ranges.map { String(decoding: bytes[$0], as: UTF8.self) } }

    /// The words in the lexicographic order of their bytes (a shorter word before the longer one it begins).
    var wordsSortedByBytes: [String] {
        bytes.withUnsafeBufferPointer { stored -> [String] in
            guard let base = stored.baseAddress else { return ranges.map { _ in "" } }
            let order = ranges.sorted { first, second in
                let compared = memcmp(base + first.lowerBound, base + second.lowerBound, min(first.count, second.count))
                return compared != 0 ? compared < 0 : first.count < second.count
            }
            return order.map { String(decoding: UnsafeBufferPointer(rebasing: stored[$0]), as: UTF8.self) }
        }
    }
}

