/// Escaping for text that reaches HTML: every value from content and audit data passes through here
/// unless it is cmark-gfm's own output.
public enum HTML {
    /// Escapes `&`, `<`, `>`, `"` and `'` so that text is safe in element content and quoted attributes.
    public static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { escape(bytes: $0) } ?? text
    }

    /// Escapes a part of a string, as ``escape(_:)-(String)`` does.
    public static func escape(_ text: Substring) -> String {
        var text = text
        return text.withUTF8 { escape(bytes: $0) } ?? String(text)
    }

    /// The escaped text, or `nil` when it has nothing to escape. Works on UTF-8 bytes: every
    /// character escaped is ASCII, and no byte of a multi-byte character is.
    private static func escape(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func needsEscape(_ byte: UInt8) -> Bool {
            byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
        }
        guard let first = bytes.firstIndex(where: needsEscape) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        out.append(contentsOf: bytes[..<first])
        for byte in bytes[first...] {
            switch byte {
            case 0x26: out.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])         // &amp;
            case 0x3C: out.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])               // &lt;
            case 0x3E: out.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])               // &gt;
            case 0x22: out.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])   // &quot;
            case 0x27: out.append(contentsOf: [0x26, 0x23, 0x33, 0x39, 0x3B])         // &#39;
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Escaped text that wraps only after one of `separators`: each piece up to and including a
    /// separator stays on one line (`<span class="nowrap">`), with a `<wbr aria-hidden="true">` between
    /// pieces. An id (`loading-overlay.spinner-rotation`) or a path (`Views/Test/TimerView.swift`) then
    /// breaks at its dots or slashes, never inside a word or at a hyphen; its text stays the same, and so
    /// does its accessible name (Chromium reads a plain `<wbr>` as a space: "AIQ/ Views/ A.swift").
    public static func breakable(_ text: some StringProtocol, after separators: Set<Character>) -> String {
        var pieces: [Substring] = []
        var start = text.startIndex
        for index in text.indices where separators.contains(text[index]) {
            let end = text.index(after: index)
            if end < text.endIndex {
                pieces.append(Substring(text[start..<end]))
                start = end
            }
        }
        if start < text.endIndex { pieces.append(Substring(text[start...])) }
        return pieces.map { "<span class=\"nowrap\">\(escape($0))</span>" }.joined(separator: wordBreak)
    }

    /// The break opportunity between the pieces of ``breakable(_:after:)``, hidden from accessible names.
    public static let wordBreak = "<wbr aria-hidden=\"true\">"

    /// ``breakable(_:after:)`` for an item or site id: breaks after `.`, `/` and `:`.
    public static func breakableID(_ id: some StringProtocol) -> String {
        breakable(id, after: [".", "/", ":"])
    }

    /// ``breakable(_:after:)`` for a file path: breaks after each `/`.
    public static func breakablePath(_ path: some StringProtocol) -> String {
        breakable(path, after: ["/"])
    }
}
