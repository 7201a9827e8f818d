/// Lines of a Markdown source, to read what cmark-gfm does not expose through its API.
struct SourceLines {
    private let text: String
    private let starts: [Int]

    init(_ text: String) {
        var copy = text
        var starts = [0]
        copy.withUTF8 { bytes in
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        }
        self.text = copy
        self.starts = starts
    }

    /// The bytes of 1-based `line` from 1-based `column` (inclusive) to `endColumn` (exclusive, end of line
    /// when `nil`), without the line break; empty when out of range.
    func slice(line: Int, from column: Int = 1, to endColumn: Int? = nil) -> Substring {
        guard line >= 1, line <= starts.count, column >= 1 else { return "" }
        let utf8 = text.utf8
        let lineStart = starts[line - 1]
        let lineEnd = line < starts.count ? starts[line] - 1 : utf8.count
        let lower = min(lineStart + column - 1, lineEnd)
        let upper = max(lower, min(endColumn.map { lineStart + $0 - 1 } ?? lineEnd, lineEnd))
        let start = utf8.index(utf8.startIndex, offsetBy: lower)
        let end = utf8.index(utf8.startIndex, offsetBy: upper)
        return Substring(utf8[start..<end])
    }
}
