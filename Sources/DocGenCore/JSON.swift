/// JSON text shared by docgen's writers (reports, scan results, the search index).
public enum JSON {
    /// A JSON string literal: quotes, backslashes and control characters escaped, and U+2028 and
    /// U+2029 too, so that the literal is also valid JavaScript.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// Appends the string literal of `text` (as ``quoted(_:)``) to UTF-8 bytes; runs of bytes that
    /// need no escape are copied at once.
    public static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var length = 1
                let escape: [UInt8]?
                switch byte {
                case 0x22: escape = [0x5C, 0x22]
                case 0x5C: escape = [0x5C, 0x5C]
                case 0x0A: escape = [0x5C, 0x6E]
                case 0x0D: escape = [0x5C, 0x72]
                case 0x09: escape = [0x5C, 0x74]
                case 0..<0x20: escape = [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = Array((bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    length = 3
                default: escape = nil
                }
                guard let escape else {
                    index += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                out.append(contentsOf: escape)
                index += length
                start = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        out.append(0x22)
    }
}
