/// Splits a large Markdown document into pieces that cmark-gfm can parse one at a time with the
/// same result as the whole: cmark's syntax tree costs ten to fifty times the text, so a 200 MB
/// page parsed at once would need gigabytes, while pieces of a few hundred kilobytes keep the peak
/// near the size of the page itself.
///
/// A piece ends only where a top-level block certainly ends and the next certainly starts fresh:
/// after a blank line, before an unindented line that cannot continue anything (not a list
/// marker, a block quote, a fence, a table row, HTML, a link reference or footnote), outside
/// fenced code and outside HTML blocks that may span blank lines. Documents with link reference
/// definitions or footnotes, which reach across the whole document, are never split.
enum MarkdownChunks {
    /// A piece of the document and the number of lines before it.
    struct Piece {
        var text: Substring
        var lineOffset: Int
    }

    /// Documents larger than this are split.
    static let threshold = 1 << 20
    /// The size a piece grows to before it may end.
    static let pieceSize = 256 << 10

    /// The pieces of `text`: the whole text when it is small or cannot be split safely.
    static func split(_ text: String, threshold: Int = threshold, pieceSize: Int = pieceSize) -> [Piece] {
        let bytes = text.utf8
        guard bytes.count > threshold, !hasDocumentWideDefinitions(bytes) else { return [Piece(text: text[...], lineOffset: 0)] }
        var pieces: [Piece] = []
        var pieceStart = bytes.startIndex
        var pieceLine = 0
        var line = 0
        var previousBlank = false
        var fence: (marker: UInt8, count: Int)?
        var htmlEnd: [UInt8]?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.endIndex
            let content = bytes[index..<end]
            let blank = content.allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if fence == nil, htmlEnd == nil, previousBlank, !blank,
               bytes.distance(from: pieceStart, to: index) >= pieceSize, startsFresh(content) {
                pieces.append(Piece(text: text[pieceStart..<index], lineOffset: pieceLine))
                pieceStart = index
                pieceLine = line
            }
            if let open = fence {
                if isFence(content, closing: open) { fence = nil }
            } else if let marker = htmlEnd {
                if contains(content, marker) { htmlEnd = nil }
            } else if let opened = fenceOpening(content) {
                fence = opened
            } else if let marker = htmlBlockEnd(content), !contains(content.dropFirst(1), marker) {
                htmlEnd = marker
            }
            previousBlank = blank
            line += 1
            index = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        pieces.append(Piece(text: text[pieceStart...], lineOffset: pieceLine))
        return pieces
    }

    /// Whether the document has link reference definitions or footnotes, which apply document-wide.
    private static func hasDocumentWideDefinitions(_ bytes: String.UTF8View) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.endIndex
            let content = bytes[index..<end].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x3E }
            if content.first == UInt8(ascii: "["), let close = content.firstIndex(of: UInt8(ascii: "]")),
               content[content.index(after: close)...].first == UInt8(ascii: ":") {
                return true
            }
            index = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == UInt8(ascii: "["), byte == UInt8(ascii: "^") { return true }
            previous = byte
        }
        return false
    }

    /// Whether an unindented line can only start a new top-level block.
    private static func startsFresh(_ line: Substring.UTF8View) -> Bool {
        guard let first = line.first else { return false }
        switch first {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "#"):
            return true
        case 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// An opening code fence (``` or ~~~, indented at most three spaces): its character and length.
    private static func fenceOpening(_ line: Substring.UTF8View) -> (marker: UInt8, count: Int)? {
        let trimmed = line.drop { $0 == 0x20 }
        guard line.count - trimmed.count <= 3, let marker = trimmed.first,
              marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        let count = trimmed.prefix { $0 == marker }.count
        guard count >= 3 else { return nil }
        if marker == UInt8(ascii: "`"), trimmed.dropFirst(count).contains(UInt8(ascii: "`")) { return nil }
        return (marker, count)
    }

    /// Whether a line closes the fence opened with `open`.
    private static func isFence(_ line: Substring.UTF8View, closing open: (marker: UInt8, count: Int)) -> Bool {
        let trimmed = line.drop { $0 == 0x20 }
        guard line.count - trimmed.count <= 3 else { return false }
        let count = trimmed.prefix { $0 == open.marker }.count
        return count >= open.count && trimmed.dropFirst(count).allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The end marker of an HTML block that may contain blank lines (CommonMark's kinds 1 to 5).
    private static func htmlBlockEnd(_ line: Substring.UTF8View) -> [UInt8]? {
        let trimmed = line.drop { $0 == 0x20 }
        guard line.count - trimmed.count <= 3, trimmed.first == UInt8(ascii: "<") else { return nil }
        let start = String(decoding: trimmed.prefix(12), as: UTF8.self).lowercased()
        for tag in ["script", "pre", "style", "textarea"] where start.hasPrefix("<\(tag)") {
            let after = start.dropFirst(tag.count + 1).first
            if after == nil || after == " " || after == ">" || after == "\t" { return Array("</\(tag)>".utf8) }
        }
        if start.hasPrefix("<!--") { return Array("-->".utf8) }
        if start.hasPrefix("<?") { return Array("?>".utf8) }
        if start.hasPrefix("<![cdata[") { return Array("]]>".utf8) }
        if start.hasPrefix("<!") { return Array(">".utf8) }
        return nil
    }

    /// Whether `line` contains `marker`, ASCII case-insensitively.
    private static func contains(_ line: Substring.UTF8View, _ marker: [UInt8]) -> Bool {
        let lowered = line.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        guard lowered.count >= marker.count else { return false }
        for start in 0...(lowered.count - marker.count) where lowered[start] == marker[0] {
            if Array(lowered[start..<start + marker.count]) == marker { return true }
        }
        return false
    }
}
