import Foundation

/// Reads user files as UTF-8 text, turning every failure into a located diagnostic.
public enum TextFile {
    /// Reads `url` as UTF-8; invalid bytes are reported with the line and column where they start.
    public static func read(_ url: URL, displayPath: String, step: Step) throws(DiagnosticError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? "it cannot be read"
            throw DiagnosticError(.error("cannot read file: \(reason)", at: SourceLocation(file: displayPath), step: step))
        }
        return try decode(data, displayPath: displayPath, step: step)
    }

    /// Decodes bytes as UTF-8 (dropping a byte-order mark), locating the first invalid byte.
    public static func decode(_ data: Data, displayPath: String, step: Step) throws(DiagnosticError) -> String {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) {
            return text
        }
        let location = firstInvalidByte(in: Array(bytes), file: displayPath)
        throw DiagnosticError(.error("file is not valid UTF-8", at: location, step: step))
    }

    private static func firstInvalidByte(in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            let end = index + length
            if length == 0 || end > bytes.count || String(validating: bytes[index..<end], as: UTF8.self) == nil {
                let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
                return SourceLocation(file: file, line: line, column: column)
            }
            if byte == 0x0A {
                line += 1
                lineStart = end
            }
            index = end
        }
        return SourceLocation(file: file, line: line, column: 1)
    }

    /// Returns line `number` (1-based) of `text`, without its line break.
    public static func line(_ number: Int, of text: String) -> String? {
        guard number > 0 else { return nil }
        let bytes = text.utf8
        var current = 1
        var start = bytes.startIndex
        if number > 1 {
            var index = bytes.startIndex
            while index < bytes.endIndex {
                if bytes[index] == UInt8(ascii: "\n") {
                    current += 1
                    if current == number {
                        start = bytes.index(after: index)
                        break
                    }
                }
                index = bytes.index(after: index)
            }
            if current < number { return nil }
        }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        var line = Substring(bytes[start..<end])
        if line.hasSuffix("\r") { line = line.dropLast() }
        return String(line)
    }
}
