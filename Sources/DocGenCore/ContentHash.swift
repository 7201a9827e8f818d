import Foundation

/// A 128-bit hash of content that is the same in every process and on every machine (Swift's
/// `Hasher` is seeded per process), for the build's cache keys: two lanes of xxHash64-style
/// rounds over 8-byte words. Not meant to resist deliberate collisions, only to detect change.
public struct ContentHash: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The first 64 bits.
    public var high: UInt64
    /// The last 64 bits.
    public var low: UInt64

    /// A hash from its two halves (as read back from a file).
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public var description: String { String(format: "%016llx%016llx", high, low) }

    /// The hash of some bytes.
    public static func of(_ data: Data) -> ContentHash {
        var hasher = ContentHasher()
        hasher.combine(data)
        return hasher.finalize()
    }
}

/// Builds a ``ContentHash`` from several values; every value is length-prefixed, so that
/// `("ab", "c")` and `("a", "bc")` differ.
public struct ContentHasher: Sendable {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private var lane1: UInt64 = 0x6A09_E667_F3BC_C908
    private var lane2: UInt64 = 0xBB67_AE85_84CA_A73B
    private var count: UInt64 = 0

    /// An empty hasher.
    public init() {}

    private mutating func word(_ value: UInt64) {
        lane1 = Self.rotate(lane1 &+ value &* Self.p2, 31) &* Self.p1
        lane2 = Self.rotate(lane2 ^ (value &* Self.p3), 27) &* Self.p4 &+ Self.p1
        count &+= 1
    }

    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }

    /// Adds raw bytes.
    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        word(UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            word(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        if shift > 0 { word(tail) }
    }

    /// Adds the bytes of `data`.
    public mutating func combine(_ data: Data) {
        data.withUnsafeBytes { combine($0) }
    }

    /// Adds a string's UTF-8.
    public mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    /// Adds an integer.
    public mutating func combine(_ value: Int) {
        word(UInt64(bitPattern: Int64(value)))
    }

    /// Adds another hash.
    public mutating func combine(_ hash: ContentHash) {
        word(hash.high)
        word(hash.low)
    }

    /// The hash of everything added.
    public func finalize() -> ContentHash {
        func avalanche(_ value: UInt64) -> UInt64 {
            var h = value
            h ^= h >> 33
            h &*= Self.p2
            h ^= h >> 29
            h &*= Self.p3
            h ^= h >> 32
            return h
        }
        return ContentHash(high: avalanche(lane1 ^ count), low: avalanche(lane2 &+ lane1 ^ (count << 1)))
    }
}
