import Foundation

/// Reads user files as UTF-8 text, turning every failure into a located diagnostic.
public enum TextFile {
    /// Reads `url` as UTF-8; invalid bytes are reported with the line and column where they start.
    public static func read(_ url: URL, displayPath: String, step: Step) throws(DiagnosticError) -> String {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw DiagnosticError(.error("cannot read file: it is \(kindName(status.st_mode)), not a regular file",
                                         at: SourceLocation(file: displayPath), step: step))
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? "it cannot be read"
            throw DiagnosticError(.error("cannot read file: \(reason)", at: SourceLocation(file: displayPath), step: step))
        }
        return try decode(data, displayPath: displayPath, step: step)
    }

    /// What a file mode names, for messages: `a folder`, `a named pipe (FIFO)`, …
    public static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFLNK: "a symbolic link"
        default: "a regular file"
        }
    }

    /// Decodes bytes as UTF-8 (dropping a byte-order mark), locating the first invalid byte.
    ///
    /// Line endings become `\n`: a file saved on Windows (`\r\n`) or with old Mac endings (a lone
    /// `\r`, which CommonMark and YAML also read as a line break) reads exactly like its LF twin,
    /// with the same line and column numbers.
    ///
    /// Works on the data's contiguous bytes: going through `Data`'s iterator byte by byte was a tenth of
    /// a whole build's time.
    public static func decode(_ data: Data, displayPath: String, step: Step) throws(DiagnosticError) -> String {
        let outcome = data.withUnsafeBytes { raw -> Decoded in
            var bytes = UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count)
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                bytes = UnsafeBufferPointer(rebasing: bytes[3...])
            }
            if let encoding = wideEncodingWithoutByteOrderMark(bytes) { return .wide(encoding) }
            if bytes.count > 0, memchr(bytes.baseAddress!, 0x0D, bytes.count) != nil {
                return normalizingLineEndings(bytes).withUnsafeBufferPointer { validated($0, file: displayPath) }
            }
            return validated(bytes, file: displayPath)
        }
        switch outcome {
        case let .text(text):
            return text
        case let .wide(encoding):
            // Valid UTF-8 as bytes (NUL is a character), but text only every second or fourth byte: a Swift file
            // read this way would scan as nothing at all.
            throw DiagnosticError(.error("file is not valid UTF-8: it looks like \(encoding) without a byte-order mark "
                                         + "(every other byte is NUL); save it as UTF-8",
                                         at: SourceLocation(file: displayPath, line: 1, column: 1), step: step))
        case let .invalid(location):
            throw DiagnosticError(.error("file is not valid UTF-8", at: location, step: step))
        }
    }

    /// What ``decode(_:displayPath:step:)`` found in the bytes.
    private enum Decoded {
        case text(String)
        case wide(String)
        case invalid(SourceLocation)
    }

    private static func validated(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Decoded {
        if let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
        return .invalid(firstInvalidByte(in: Array(bytes), file: file))
    }

    /// `UTF-16LE`, `UTF-16BE`, `UTF-32LE` or `UTF-32BE` when the text's first (up to 4,096) bytes read as
    /// ASCII-range characters of that encoding — a zero byte in the same place of nearly every unit — else nil.
    static func wideEncodingWithoutByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let sample = UnsafeBufferPointer(rebasing: bytes.prefix(4096))
        // Text in a wide encoding has NUL bytes; UTF-8 text almost never does, and then needs no closer look.
        guard sample.count > 0, memchr(sample.baseAddress!, 0, sample.count) != nil else { return nil }
        for (width, name) in [(4, "UTF-32"), (2, "UTF-16")] {
            let units = sample.count / width
            guard units >= 2 else { continue }
            for (little, position) in [(true, 0), (false, width - 1)] {
                // A unit whose zero bytes are all but the character's own byte, and that byte is not zero.
                let matching = (0..<units).count { unit in
                    let base = unit * width
                    return sample[base + position] != 0 && (0..<width).allSatisfy { $0 == position || sample[base + $0] == 0 }
                }
                if matching * 10 >= units * 9 { return "\(name)\(little ? "LE" : "BE")" }
            }
        }
        return nil
    }

    /// Replaces `\r\n` and lone `\r` with `\n`.
    static func normalizingLineEndings(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D {
                out.append(0x0A)
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            } else {
                out.append(byte)
            }
        }
        return out
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
