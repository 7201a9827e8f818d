import SwiftSyntax

/// The bytes an identifier starts with and continues with, as the scanner's byte-level passes read them
/// (any non-ASCII byte counts as a letter).
enum IdentifierBytes {
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
