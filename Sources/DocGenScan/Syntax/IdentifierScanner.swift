import SwiftSyntax

/// Finds identifiers in source bytes by name without a syntax tree (comments and strings included): for
/// counting names across files that are not parsed at that moment.
struct IdentifierScanner {
    private var byLength: [Int: [[UInt8]]] = [:]

    init(names: some Sequence<String>) {
        for name in names { byLength[name.utf8.count, default: []].append(Array(name.utf8)) }
    }

    /// Byte offsets (in `range`) where a wanted identifier starts.
    func occurrences(in text: String, range: Range<Int>? = nil) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in scan(bytes, range: range ?? 0..<bytes.count) }
    }

    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> [Int] {
        var found: [Int] = []
        var index = max(range.lowerBound, 0)
        let end = min(range.upperBound, bytes.count)
        while index < end {
            let byte = bytes[index]
            guard Self.isStart(byte), index == 0 || !Self.isPart(bytes[index - 1]) else {
                index += 1
                continue
            }
            var stop = index + 1
            while stop < bytes.count, Self.isPart(bytes[stop]) { stop += 1 }
            if wanted(bytes, index, stop) { found.append(index) }
            index = stop
        }
        return found
    }

    private func wanted(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ stop: Int) -> Bool {
        let length = stop - start
        if let candidates = byLength[length] {
            for candidate in candidates where candidate[0] == bytes[start] {
                var equal = true
                for offset in 1..<length where candidate[offset] != bytes[start + offset] {
                    equal = false
                    break
                }
                if equal { return true }
            }
        }
        return false
    }

    static func isStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    static func isPart(_ byte: UInt8) -> Bool { isStart(byte) || (byte >= 0x30 && byte <= 0x39) }
}

/// 1-based line and UTF-8 column of byte offsets, from the line starts of the text.
struct LineTable: Sendable {
    private let starts: [Int]

    init(_ text: String) {
        var starts = [0]
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == 0x0A { starts.append(offset) }
        }
        self.starts = starts
    }

    func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = position.utf8Offset
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
