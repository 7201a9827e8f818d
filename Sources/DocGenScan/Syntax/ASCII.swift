/// Case-insensitive ASCII tests on identifier bytes, without allocating lowercased strings.
enum ASCII {
    static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    static func matches(_ bytes: [UInt8], at start: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard start >= 0, start + length <= bytes.count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<length where lower(bytes[start + offset]) != pointer[offset] { return false }
        return true
    }

    /// Whether `word` (lowercase) occurs in `bytes`, ignoring case.
    static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard bytes.count >= length else { return false }
        for start in 0...(bytes.count - length) where matches(bytes, at: start, word) { return true }
        return false
    }

    static func hasPrefix(_ bytes: [UInt8], _ word: StaticString) -> Bool { matches(bytes, at: 0, word) }

    static func hasSuffix(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        matches(bytes, at: bytes.count - word.utf8CodeUnitCount, word)
    }
}
