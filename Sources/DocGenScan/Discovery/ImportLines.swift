/// The lines of a text that spell `import`, found in its bytes: only those can import a module, and splitting every
/// line of every file into characters to find them was most of the time a scan spent before parsing, once a
/// project's checkouts had to be matched against the sources' imports.
///
/// The lines are those `split(whereSeparator: \.isNewline)` makes (empty ones left out): a newline character is
/// always a grapheme of its own (CR LF aside, which splits the same), so splitting at the bytes of each newline
/// scalar — LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR — cuts at the same places.
enum ImportLines {
    /// The non-empty lines of `text` containing the bytes `import`, in order.
    static func lines(in text: String) -> [Substring] {
        let bytes = Array(text.utf8)
        var found: [Substring] = []
        var start = 0
        var position = 0
        func close(_ end: Int) {
            if end > start, contains(bytes, from: start, to: end) {
                let utf8 = text.utf8
                let lower = utf8.index(utf8.startIndex, offsetBy: start)
                let upper = utf8.index(utf8.startIndex, offsetBy: end)
                found.append(text[lower..<upper])
            }
        }
        while position < bytes.count {
            let width = newlineWidth(bytes, at: position)
            if width > 0 {
                close(position)
                position += width
                start = position
            } else {
                position += 1
            }
        }
        close(bytes.count)
        return found
    }

    /// The byte length of the newline scalar starting at `position`, 0 when none does.
    private static func newlineWidth(_ bytes: [UInt8], at position: Int) -> Int {
        let byte = bytes[position]
        if byte >= 0x0A && byte <= 0x0D { return 1 }
        if byte == 0xC2, position + 1 < bytes.count, bytes[position + 1] == 0x85 { return 2 }
        if byte == 0xE2, position + 2 < bytes.count, bytes[position + 1] == 0x80, bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9 {
            return 3
        }
        return 0
    }

    private static let word: [UInt8] = Array("import".utf8)

    private static func contains(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        guard end - start >= word.count else { return false }
        for offset in start...(end - word.count) where bytes[offset] == word[0] {
            if (1..<word.count).allSatisfy({ bytes[offset + $0] == word[$0] }) { return true }
        }
        return false
    }
}
