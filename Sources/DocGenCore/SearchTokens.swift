import Foundation

/// How search splits text into words; the theme's JavaScript splits queries the same way
/// (lower case, runs of letters and digits; digits without leading zeros, so `SE-0042` and `42` meet).
/// Digits joined by dots stay one word (`2.3.3`, `1.4.10`): a WCAG criterion or a version is found
/// as a whole, not as the digits it shares with every other number. In JavaScript, a word is a match of
/// `/[0-9]+(?:\.[0-9]+)+[\p{L}\p{N}]*|[\p{L}\p{N}]+/u`.
public enum SearchTokens {
    /// The words of `text`, normalized, in order (with repeats).
    public static func words(in text: String) -> [String] {
        var words: [String] = []
        forEachWord(in: text) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    /// The distinct words of `text`, sorted.
    ///
    /// Words are told apart by their bytes in a small hash table first, so that only distinct words
    /// become strings; a `Set` of those then merges words that Swift holds equal though written with
    /// different scalars (a CJK compatibility ideograph and its unified twin), keeping the first.
    ///
    /// When every word is ASCII (most pages), distinct bytes are distinct strings and byte order is
    /// `String`'s order, so the words are sorted as bytes and never hashed as strings: the `Set` and the
    /// string sort were half of the time spent on search words.
    public static func terms(in text: String) -> [String] {
        var table = ByteStringTable()
        forEachWord(in: text) { table.insert($0) }
        if table.isASCII { return table.wordsSortedByBytes }
        var seen = Set<String>()
        return table.words.filter { seen.insert($0).inserted }.sorted()
    }

    /// Calls `body` with the UTF-8 bytes of each normalized word of `text`, in order (the bytes are
    /// valid only during the call).
    ///
    /// Works on the text's UTF-8 bytes with an ASCII fast path: this runs over the whole text of
    /// every page. Swift strings hold valid UTF-8, so a lead byte tells the length of its scalar.
    static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            var word = WordBuffer()
            defer { word.deallocate() }
            func flush() {
                guard word.count > 0 else { return }
                word.withNormalizedBytes(body)
                word.count = 0
            }
            var index = 0
            let count = utf8.count
            // Whether the word so far is ASCII digits and dots (a dot may then join more digits).
            var numeric = true
            while index < count {
                let byte = utf8[index]
                if byte < 0x80 {
                    let lower = byte | 0x20
                    let isDigit = byte >= 0x30 && byte <= 0x39
                    if lower >= 0x61 && lower <= 0x7A || isDigit {
                        if word.count == 0 { numeric = true }
                        numeric = numeric && isDigit
                        word.append(byte >= 0x41 && byte <= 0x5A ? lower : byte)
                    } else if byte == 0x2E, numeric, word.count > 0, index + 1 < count, utf8[index + 1] >= 0x30, utf8[index + 1] <= 0x39 {
                        word.append(byte)
                    } else {
                        flush()
                    }
                    index += 1
                    continue
                }
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
                if let scalar = Unicode.Scalar(value), isWordScalar(scalar) {
                    if word.count == 0 { numeric = true }
                    numeric = false
                    for lowered in String(scalar).lowercased().utf8 { word.append(lowered) }
                } else {
                    flush()
                }
                index += length
            }
            flush()
        }
    }

    /// The bytes of the word being read.
    private struct WordBuffer {
        var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
        var capacity = 64
        var count = 0

        mutating func append(_ byte: UInt8) {
            if count == capacity {
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                larger.update(from: storage, count: count)
                storage.deallocate()
                storage = larger
                capacity *= 2
            }
            storage[count] = byte
            count += 1
        }

        /// The word, all-digit words without leading zeros (`0042` → `42`, `00` → `0`).
        func withNormalizedBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            var start = 0
            if count > 1, storage[0] == 0x30, !(0..<count).contains(where: { storage[$0] < 0x30 || storage[$0] > 0x39 }) {
                while start < count - 1, storage[start] == 0x30 { start += 1 }
            }
            body(UnsafeBufferPointer(start: storage + start, count: count - start))
        }

        func deallocate() { storage.deallocate() }
    }

    /// Letters and numbers, as JavaScript's `[\p{L}\p{N}]`.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
